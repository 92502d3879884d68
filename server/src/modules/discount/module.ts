import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'discount',
  routes,
} satisfies ServerModule
