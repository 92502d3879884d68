import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'config',
  routes,
} satisfies ServerModule
