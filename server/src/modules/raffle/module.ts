import type { ServerModule } from '../registry'
import { RAFFLE_OPS } from './ops'
import routes from './routes'

// Raffles (幸运抽奖, docs/rules.md "Raffles"): activities with prizes drawn by published weights,
// the draw decided on the server in one transaction (draw.ts), goods claimed with an address and
// shipped by operators (ops.ts).
export default {
  name: 'raffle',
  routes,
  ops: RAFFLE_OPS,
} satisfies ServerModule
