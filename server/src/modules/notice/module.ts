import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'notice',
  routes,
} satisfies ServerModule
