import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'popup',
  routes,
} satisfies ServerModule
