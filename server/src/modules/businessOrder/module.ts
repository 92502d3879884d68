import type { ServerModule } from '../registry'
import routes from './routes'
import { voucherProduct } from './service'

export default {
  name: 'businessOrder',
  routes,
  products: [voucherProduct],
} satisfies ServerModule
