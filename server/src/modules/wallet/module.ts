import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'wallet',
  routes,
} satisfies ServerModule
