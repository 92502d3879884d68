import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'eventTracking',
  routes,
} satisfies ServerModule
