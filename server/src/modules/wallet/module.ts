import type { ServerModule } from '../registry'
import routes from './routes'
import { WALLET_OPS } from './ops'

export default {
  name: 'wallet',
  routes,
  ops: WALLET_OPS,
} satisfies ServerModule
