import type { ServerModule } from '../registry'
import routes from './routes'
import { GOLD_OPS } from './ops'
import { goldPackProduct } from './packs'

export default {
  name: 'gold',
  routes,
  products: [goldPackProduct],
  ops: GOLD_OPS,
} satisfies ServerModule
