import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'common',
  routes,
} satisfies ServerModule
