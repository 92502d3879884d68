import type { ServerModule } from '../registry'
import routes from './routes'
import { MEMBER_OPS } from './ops'
import { memberProduct } from './orders'

export default {
  name: 'member',
  routes,
  products: [memberProduct],
  ops: MEMBER_OPS,
} satisfies ServerModule
