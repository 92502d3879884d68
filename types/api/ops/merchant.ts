import { Type, type Static } from '@sinclair/typebox'
import { Exact, Id, Limit, Nullable, OneOf, OpsOutcome, OpsResult, OptText, TimeText, UnionWith, opsCalls } from '../contract'
import { APPLICATION_KINDS, APPLICATION_STATES } from '../common'

// The operators' merchant onboarding calls (docs/contract.md "Operator calls"; docs/rules.md
// "Merchant onboarding"): the settle-in applications and cooperation enquiries by state, and moving
// one on (contacted, approved, refused with a reason). Served by server/src/modules/merchant/ops.ts.

/** The states an operator moves an application to (submitted is where every one starts). */
export const APPLICATION_MOVES = ['contacted', 'approved', 'refused'] as const

export const OpsApplicationRowSchema = Type.Object({
  id: Type.Integer(),
  kind: OneOf(APPLICATION_KINDS),
  state: OneOf(APPLICATION_STATES),
  /** The shop's name (settle_in) or the company, else the name (cooperate). */
  title: Type.String(),
  contact_name: Type.String(),
  tel: Type.String(),
  /** City and address (settle_in); null for an enquiry. */
  city: Nullable(Type.String()),
  address: Nullable(Type.String()),
  category: Nullable(Type.String()),
  images: Type.Array(Type.String()),
  /** The remark (settle_in) or the enquiry's text (cooperate). */
  content: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  /** The applicant's account, null when sent logged out. */
  user_id: Nullable(Type.Integer()),
  create_time: TimeText,
  update_time: TimeText,
})
export type OpsApplicationRow = Static<typeof OpsApplicationRowSchema>

export const OpsApplicationUpdateSchema = UnionWith({ id: Id }, [
  OpsOutcome('updated', { state: OneOf(APPLICATION_MOVES) }),
  OpsOutcome('not_found'),
  /** Already in that state, or closed (approved or refused): nothing changed. */
  OpsOutcome('unchanged', { state: OneOf(APPLICATION_STATES) }),
  /** A refusal without a reason. */
  OpsOutcome('reason_required'),
])
export type OpsApplicationUpdate = Static<typeof OpsApplicationUpdateSchema>

export const merchantOps = opsCalls({
  merchantApplications: {
    path: '/ops/merchant-applications',
    doc: 'lists settle-in applications (or cooperation enquiries), oldest first, in one state or all.',
    auth: 'operator',
    roles: ['reviewer'],
    reads: true,
    body: Exact({
      kind: OneOf(APPLICATION_KINDS),
      state: OneOf([...APPLICATION_STATES, 'all'] as const),
      limit: Limit(500),
    }),
    result: OpsResult('merchant-applications', { applications: Type.Array(OpsApplicationRowSchema) }),
  },
  merchantApplicationUpdate: {
    path: '/ops/merchant-application-update',
    doc: "moves an application on: contacted, approved or refused (a reason required); a logged-in applicant is notified. Approved and refused are final.",
    auth: 'operator',
    roles: ['reviewer'],
    body: Exact({
      kind: OneOf(APPLICATION_KINDS),
      id: Id,
      state: OneOf(APPLICATION_MOVES),
      /** Required to refuse; shown to the applicant. */
      reason: Type.Optional(OptText(200)),
    }),
    result: OpsResult('merchant-application-update', { result: OpsApplicationUpdateSchema }),
  },
})
