import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'shop',
  routes,
} satisfies ServerModule
