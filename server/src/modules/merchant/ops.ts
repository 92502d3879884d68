import { asc, eq } from 'drizzle-orm'
import { APPLICATION_KINDS, APPLICATION_STATES, type ApplicationKind, type ApplicationState } from '@api-types/common'
import { APPLICATION_MOVES, merchantOps, type OpsApplicationRow, type OpsApplicationUpdate } from '@api-types/ops/merchant'
import type { Db } from '../../db/driver'
import { columns, translate } from '../../i18n'
import { formatTime } from '../../lib'
import { listLimit, opsCommand, type OpsArgTools, type OpsGroup } from '../../ops/commands'
import { notify } from '../notification/service'
import { stateOf, statusOf, TABLES, titleOf, type CooperateRow, type SettleInRow } from './service'

// The operators' merchant onboarding commands (docs/rules.md "Merchant onboarding"): list the
// applications (or enquiries) by state, and move one on. Approved and refused are final; a refusal
// needs its reason, which the applicant reads. A logged-in applicant is notified in the change's
// transaction, once per state (the move is refused when the row is already there).

/** Where each state may go: an operator may approve or refuse without having called first. */
const NEXT: Record<ApplicationState, readonly ApplicationState[]> = {
  submitted: ['contacted', 'approved', 'refused'],
  contacted: ['approved', 'refused'],
  approved: [],
  refused: [],
}

function rowOf(kind: ApplicationKind, row: SettleInRow | CooperateRow): OpsApplicationRow {
  const settle = kind === 'settle_in' ? (row as SettleInRow) : null
  const enquiry = kind === 'cooperate' ? (row as CooperateRow) : null
  return {
    id: row.id, kind, state: stateOf(row.status), title: titleOf(kind, row),
    contact_name: settle?.contactName ?? enquiry!.name, tel: row.tel,
    city: settle?.city ?? null, address: settle?.address ?? null, category: settle?.category ?? null, images: settle?.images ?? [],
    content: settle ? settle.remark : enquiry!.content, reason: row.reason, user_id: row.userId,
    create_time: formatTime(row.createdAt)!, update_time: formatTime(row.updatedAt)!,
  }
}

async function listApplications(db: Db, kind: ApplicationKind, state: ApplicationState | 'all', limit: number): Promise<OpsApplicationRow[]> {
  // the two tables share the columns read here; oldest first: the queue an operator works through
  const table = TABLES[kind] as typeof TABLES.settle_in
  const rows = await db.select().from(table)
    .where(state === 'all' ? undefined : eq(table.status, statusOf(state)))
    .orderBy(asc(table.id)).limit(limit)
  return rows.map((row) => rowOf(kind, row))
}

export async function updateApplication(
  db: Db, now: Date, body: { kind: ApplicationKind; id: number; state: (typeof APPLICATION_MOVES)[number]; reason?: string },
): Promise<OpsApplicationUpdate> {
  const { kind, id, state } = body
  const reason = body.reason?.trim() ?? ''
  if (state === 'refused' && !reason) return { id, outcome: 'reason_required' }
  const table = TABLES[kind] as typeof TABLES.settle_in
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update')
    if (!row) return { id, outcome: 'not_found' as const }
    const current = stateOf(row.status)
    if (!NEXT[current].includes(state)) return { id, outcome: 'unchanged' as const, state: current }
    await tx.update(table).set({ status: statusOf(state), reason: state === 'refused' ? reason : null, updatedAt: now }).where(eq(table.id, id))
    if (row.userId !== null) {
      await notify(tx, {
        userId: row.userId, kind: 'merchantApplicationUpdated', key: `merchantApplicationUpdated:${kind === 'settle_in' ? '' : 'cooperate:'}${id}:${state}`,
        params: { shop_name: titleOf(kind, row), state, reason }, path: '/pagesme/businessinto/businessinto',
      })
    }
    return { id, outcome: 'updated' as const, state }
  })
}

function kindArg(value: string | undefined, tools: OpsArgTools): ApplicationKind {
  const kind = value ?? 'settle_in'
  if (!(APPLICATION_KINDS as readonly string[]).includes(kind)) tools.fail('opsBadApplicationArg', { option: '--kind' })
  return kind as ApplicationKind
}

export const MERCHANT_OPS: OpsGroup = {
  help: `  merchant-applications [--kind settle_in|cooperate] [--state submitted|contacted|approved|refused|all] [--limit <n>]
      列出商家入驻申请（或合作咨询），最早的在前 / list settle-in applications (or enquiries), oldest first
  merchant-application-update <id> --state contacted|approved|refused [--reason "<原因>"] [--kind settle_in|cooperate]
      更新申请状态，拒绝需填写原因；通过后由运营与商家开店 / move an application on; a refusal needs a reason
`,
  examples: ['merchant-applications --state submitted', 'merchant-application-update 3 --state refused --reason "暂未开通该城市"'],
  commands: [
    opsCommand(merchantOps.merchantApplications, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['kind', 'state', 'limit'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        const state = options.state ?? 'submitted'
        if (state !== 'all' && !(APPLICATION_STATES as readonly string[]).includes(state)) {
          tools.fail('opsBadStatus', { status: state, statuses: [...APPLICATION_STATES, 'all'].join(', ') })
        }
        return { kind: kindArg(options.kind, tools), state: state as ApplicationState | 'all', limit: listLimit(options.limit, 20, tools) }
      },
      run: async ({ db }, body) => ({ command: 'merchant-applications', applications: await listApplications(db, body.kind, body.state, body.limit) }),
      print({ applications }, { lang, table }) {
        if (applications.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoApplications')], stderr: [] }
        const header = columns(lang, ['opsColId', 'opsColStatus', 'opsColTitle', 'opsColContact', 'opsColMobile', 'opsColPlace', 'opsColReason', 'opsColRequested'])
        const rows = applications.map((a) => [
          String(a.id), a.state, a.title, a.contact_name, a.tel, [a.city, a.address].filter(Boolean).join(' ') || '-', a.reason ?? '-', a.create_time,
        ])
        return { ok: true, stdout: [table(header, rows)], stderr: [] }
      },
    }),
    opsCommand(merchantOps.merchantApplicationUpdate, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['kind', 'state', 'reason'])
        if (positional.length !== 1 || !/^\d{1,10}$/.test(positional[0]) || Number(positional[0]) < 1 || Number(positional[0]) > 2147483647) {
          tools.fail('opsBadApplicationArg', { option: positional[0] ?? '<id>' })
        }
        if (!(APPLICATION_MOVES as readonly string[]).includes(options.state ?? '')) tools.fail('opsBadApplicationArg', { option: '--state' })
        return {
          kind: kindArg(options.kind, tools), id: Number(positional[0]), state: options.state as (typeof APPLICATION_MOVES)[number],
          ...(options.reason !== undefined ? { reason: options.reason } : {}),
        }
      },
      run: async ({ db, now }, body) => ({ command: 'merchant-application-update', result: await updateApplication(db, now, body) }),
      print({ result: r }, { lang }) {
        const id = String(r.id)
        if (r.outcome === 'updated') return { ok: true, stdout: [translate(lang, 'opsApplicationUpdated', { id, state: r.state })], stderr: [] }
        const line = r.outcome === 'not_found' ? translate(lang, 'opsApplicationNotFound', { id })
          : r.outcome === 'reason_required' ? translate(lang, 'opsApplicationReasonRequired')
            : translate(lang, 'opsApplicationUnchanged', { id, state: r.state })
        return { ok: false, stdout: [], stderr: [line] }
      },
    }),
  ],
}
