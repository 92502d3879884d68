import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'places',
  routes,
} satisfies ServerModule
