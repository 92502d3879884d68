import type { ServerModule } from '../registry'
import { RANKING_JOB } from './job'
import { RANKING_OPS } from './ops'
import routes from './routes'

export default {
  name: 'ranking',
  routes,
  jobs: [RANKING_JOB],
  ops: RANKING_OPS,
} satisfies ServerModule
