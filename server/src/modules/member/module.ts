import type { ServerModule } from '../registry'
import routes from './routes'
import { memberProduct } from './orders'

export default {
  name: 'member',
  routes,
  products: [memberProduct],
} satisfies ServerModule
