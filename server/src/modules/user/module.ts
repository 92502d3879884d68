import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'user',
  routes,
} satisfies ServerModule
