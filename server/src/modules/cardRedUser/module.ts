import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'cardRedUser',
  routes,
} satisfies ServerModule
