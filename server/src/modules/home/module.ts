import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'home',
  routes,
} satisfies ServerModule
