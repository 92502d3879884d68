import type { ServerModule } from '../registry'
import { MERCHANT_OPS } from './ops'
import routes from './routes'

// Merchant onboarding (docs/rules.md "Merchant onboarding"): the settle-in and cooperation forms
// (their tables are the common module's), the applicant's list, and the operators' calls.
export default {
  name: 'merchant',
  routes,
  ops: MERCHANT_OPS,
} satisfies ServerModule
