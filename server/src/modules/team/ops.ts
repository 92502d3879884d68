import { desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { COMMISSION_STATES, type CommissionState } from '@api-types/team'
import { COMMISSION_REASON_MAX, teamOps, type HoldReason, type OpsCommissionDecision, type OpsCommissionRow } from '@api-types/ops/team'
import type { Db } from '../../db/driver'
import { commissions, users } from '../../db/schema'
import { columns, translate, type Lang } from '../../i18n'
import { formatTime, maskNickname, yuan } from '../../lib'
import { listLimit, maskTel, noArgs, opsCommand, reasonArg, type OpsArgTools, type OpsGroup, type Printed } from '../../ops/commands'
import { CAUSE_TYPES, refuseOpen, releaseDue, releaseHeld, type Decision } from './commissions'

// The operators' team commands (docs/server.md "Operators"; docs/rules.md "Team and referral"):
// commissions held for review, releasing and refusing them, and the release of due commissions
// now, as operator calls (types/api/ops/team.ts) and CLI commands. Users are shown masked.

/** A user as an operator list shows them: the phone masked, else the nickname masked. */
const shown = (u: { tel: string | null; nickname: string }) => (u.tel ? maskTel(u.tel) : maskNickname(u.nickname))

async function listForOps(db: Db, status: CommissionState | 'all', limit: number): Promise<OpsCommissionRow[]> {
  const beneficiary = alias(users, 'beneficiary')
  const rows = await db.select({ c: commissions, b: { tel: beneficiary.tel, nickname: beneficiary.nickname }, m: { tel: users.tel, nickname: users.nickname } })
    .from(commissions)
    .innerJoin(beneficiary, eq(beneficiary.id, commissions.beneficiaryId))
    .innerJoin(users, eq(users.id, commissions.memberId))
    .where(status === 'all' ? undefined : eq(commissions.status, status))
    .orderBy(desc(commissions.id)).limit(limit)
  return rows.map(({ c, b, m }) => ({
    id: c.id,
    beneficiary: shown(b),
    member: shown(m),
    level: c.level as 1 | 2,
    cause: c.causeType === CAUSE_TYPES.membership ? 'membership' : 'free_meal',
    base: yuan(c.baseFen),
    amount: yuan(c.amountFen),
    status: c.status as CommissionState,
    hold_reason: c.holdReason as HoldReason | null,
    reason: c.reversalReason,
    release_time: formatTime(c.releaseAt)!,
    create_time: formatTime(c.createdAt)!,
  }))
}

function decisionOf(id: number, d: Decision): OpsCommissionDecision {
  switch (d.outcome) {
    case 'released': return { id, outcome: 'released', status: d.row.status as CommissionState, amount: yuan(d.row.amountFen) }
    case 'refused': return { id, outcome: 'refused', amount: yuan(d.row.amountFen), hold_reason: d.row.holdReason as HoldReason | null }
    case 'not_found': return { id, outcome: 'not_found' }
    case 'not_open': return { id, outcome: 'not_open', status: d.status }
  }
}

function decisionLine(r: OpsCommissionDecision, lang: Lang): { ok: boolean; text: string } {
  const id = String(r.id)
  switch (r.outcome) {
    case 'released': return { ok: true, text: translate(lang, r.status === 'credited' ? 'opsCommissionCredited' : 'opsCommissionReleased', { id, amount: r.amount }) }
    case 'refused': return { ok: true, text: translate(lang, 'opsCommissionRefused', { id, amount: r.amount }) }
    case 'not_found': return { ok: false, text: translate(lang, 'opsCommissionNotFound', { id }) }
    case 'not_open': return { ok: false, text: translate(lang, 'opsCommissionNotOpen', { id, status: r.status }) }
  }
}

function printDecisions(results: OpsCommissionDecision[], lang: Lang): Printed {
  const lines = results.map((r) => decisionLine(r, lang))
  return { ok: lines.every((l) => l.ok), stdout: lines.filter((l) => l.ok).map((l) => l.text), stderr: lines.filter((l) => !l.ok).map((l) => l.text) }
}

/** Commission ids as the CLI reads them. */
function idsOf(list: string[], tools: OpsArgTools): number[] {
  if (list.length === 0) tools.fail('opsNeedCommission')
  const bad = list.find((t) => !/^\d{1,10}$/.test(t) || Number(t) < 1 || Number(t) > 2147483647)
  if (bad !== undefined) tools.fail('opsBadCommissionRef', { id: bad })
  return list.map(Number)
}

export const TEAM_OPS: OpsGroup = {
  help: `  commissions [--status <status>|all] [--limit <n>]
      列出佣金，默认待审核 (held，含原因)、最新 20 条 / list commissions (default: held, with the reason), newest 20
      status: ${COMMISSION_STATES.join(' | ')} | all
  commission-release <id>...
      放行待审核佣金：冻结期未满转为待入账，已满立即入账 / release held commissions: pending, or credited when due
  commission-refuse <id> --reason "<原因 reason>"
      拒绝待审核或待入账的佣金（不入账），原因 1-${COMMISSION_REASON_MAX} 字 / refuse a held or pending commission
  commission-release-due
      立即把冻结期已满的佣金记入钱包（定时任务每分钟执行）/ credit every due commission now (the job does it every minute)
`,
  examples: ['commissions', 'commissions --status all --limit 50', 'commission-release 12 13', 'commission-refuse 14 --reason "同一设备刷单"', 'commission-release-due'],
  commands: [
    opsCommand(teamOps.commissions, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['status', 'limit'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        const status = options.status ?? 'held'
        if (status !== 'all' && !(COMMISSION_STATES as readonly string[]).includes(status)) {
          tools.fail('opsBadStatus', { status, statuses: [...COMMISSION_STATES, 'all'].join(', ') })
        }
        return { status: status as CommissionState | 'all', limit: listLimit(options.limit, 20, tools) }
      },
      async run({ db }, body) {
        return { command: 'commissions', commissions: await listForOps(db, body.status, body.limit) }
      },
      print({ commissions: rows }, { lang, table }) {
        if (rows.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoCommissions')], stderr: [] }
        const header = columns(lang, [
          'opsColId', 'opsColBeneficiary', 'opsColMember', 'opsColLevel', 'opsColAmount', 'opsColStatus', 'opsColReason', 'opsColReleaseTime',
        ])
        return {
          ok: true,
          stdout: [table(header, rows.map((r) => [
            String(r.id), r.beneficiary, r.member, String(r.level), `${r.amount} (${r.base})`, r.status, r.hold_reason ?? r.reason ?? '-', r.release_time,
          ]))],
          stderr: [],
        }
      },
    }),
    opsCommand(teamOps.commissionRelease, {
      parse: (args, tools) => ({ ids: idsOf(tools.split(args, []).positional, tools) }),
      async run({ db, now }, body) {
        const results: OpsCommissionDecision[] = []
        for (const id of body.ids) results.push(decisionOf(id, await releaseHeld(db, id, now)))
        return { command: 'commission-release', results }
      },
      print: ({ results }, { lang }) => printDecisions(results, lang),
    }),
    opsCommand(teamOps.commissionRefuse, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['reason'])
        const ids = idsOf(positional, tools)
        if (ids.length !== 1) tools.fail('opsNeedCommission')
        return { id: ids[0], reason: reasonArg(options.reason, COMMISSION_REASON_MAX, 'opsReasonInvalid', tools) }
      },
      async run({ db, now }, body) {
        return { command: 'commission-refuse', results: [decisionOf(body.id, await refuseOpen(db, body.id, body.reason.trim(), now))] }
      },
      print: ({ results }, { lang }) => printDecisions(results, lang),
    }),
    opsCommand(teamOps.commissionReleaseDue, {
      parse: noArgs,
      async run({ db, now }) {
        return { command: 'commission-release-due', credited: await releaseDue(db, now) }
      },
      print: ({ credited }, { lang }) => ({ ok: true, stdout: [translate(lang, 'opsCommissionsDue', { count: String(credited) })], stderr: [] }),
    }),
  ],
}
