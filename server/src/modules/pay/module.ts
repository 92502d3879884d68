import type { ServerModule } from '../registry'
import routes from './routes'
import { EXPIRY_OPS } from './ops'

export default {
  name: 'pay',
  routes,
  prefix: '/api/pay',
  ops: EXPIRY_OPS,
} satisfies ServerModule
