import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'nav',
  routes,
} satisfies ServerModule
