import type { ServerModule } from '../registry'
import routes from './routes'
import { goldPackProduct } from './packs'

export default {
  name: 'gold',
  routes,
  products: [goldPackProduct],
} satisfies ServerModule
