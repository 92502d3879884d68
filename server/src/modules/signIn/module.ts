import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'signIn',
  routes,
} satisfies ServerModule
