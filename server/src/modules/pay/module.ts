import type { ServerModule } from '../registry'
import routes from './routes'
import { EXPIRY_OPS } from './ops'

export default {
  name: 'pay',
  routes,
  ops: EXPIRY_OPS,
} satisfies ServerModule
