import type { ServerModule } from '../registry'
import routes from './routes'

export default {
  name: 'wechat',
  routes,
} satisfies ServerModule
