import { Type, type Static } from '@sinclair/typebox'
import { Exact, Nullable, OpsResult, opsCalls } from '../contract'

// The operators' expire call (docs/contract.md "Operator calls"): the expiry sweep run now.
// Served by server/src/modules/pay/ops.ts over every lapse of the server's modules.

/** A lapse the sweep stored as lapsed: its name, how many, and the key of the operators' line for it (null: not printed). */
export const OpsSweptSchema = Type.Object({
  name: Type.String(),
  count: Type.Integer(),
  message: Nullable(Type.String()),
})
export type OpsSwept = Static<typeof OpsSweptSchema>

export const expiryOps = opsCalls({
  expire: {
    path: '/ops/expire',
    doc: 'expires reservations past their 30 minutes and unpaid orders past their 15, now.',
    auth: 'operator',
    roles: [],
    body: Exact({}),
    result: OpsResult('expire', { swept: Type.Array(OpsSweptSchema) }),
  },
})
