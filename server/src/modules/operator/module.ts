import type { ServerModule } from '../registry'
import { OPERATOR_OPS } from './ops'

// Operators (docs/rules.md "Operators"; docs/server.md "Operators"): the web console's accounts
// (roles, password and TOTP login, sessions), their management by admins and the audit log. The
// session check and the audit row of every operator call are the endpoint's (ops/endpoint.ts,
// ops/audit.ts).
export default {
  name: 'operator',
  ops: OPERATOR_OPS,
} satisfies ServerModule
