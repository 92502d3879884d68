import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'pay',
  routes,
  prefix: '/api/pay',
} satisfies ServerModule
