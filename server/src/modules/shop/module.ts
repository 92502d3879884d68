import type { ServerModule } from '../registry'
import { SHOP_OPS } from './ops'
import routes from './routes'

export default {
  name: 'shop',
  routes,
  ops: SHOP_OPS,
} satisfies ServerModule
