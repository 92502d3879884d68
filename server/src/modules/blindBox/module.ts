import type { ServerModule } from '../registry'
import { BLIND_BOX_OPS } from './ops'
import routes from './routes'
import { sweepExpired } from './service'

// Blind boxes with friends' help (docs/rules.md "Blind boxes"): the calls, the lapse of boxes not
// opened in time (swept every minute) and the operators' settings command.
export default {
  name: 'blindBox',
  routes,
  ops: BLIND_BOX_OPS,
  lapses: [{ name: 'blind_boxes', sweep: sweepExpired, opsMessage: 'opsBlindBoxesExpired' }],
} satisfies ServerModule
