import type { ServerModule } from '../registry'
import routes from './routes'
import { ORDER_OPS } from './ops'
import { expireReservations } from './expiry'

export default {
  name: 'order',
  routes,
  lapses: [{ name: 'free_meal_reservations', sweep: (db, now) => expireReservations(db, now), opsMessage: 'opsExpired' }],
  ops: ORDER_OPS,
} satisfies ServerModule
