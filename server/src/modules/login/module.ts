import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'login',
  routes,
} satisfies ServerModule
