import { pageConfig } from '../pageConfig'

export default definePageConfig(pageConfig('myChallengeJoins'))
