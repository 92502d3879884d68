import {
  MEMBER_DAYS_MAX, MEMBER_ORDER_NO_PATTERN, MEMBER_REASON_MAX, memberOps, type OpsMemberRefundResult, type OpsMemberResult, type OpsMembershipRow,
} from '@api-types/ops/member'
import type { Db } from '../../db/driver'
import { columns, translate, type Lang } from '../../i18n'
import { formatTime, yuan } from '../../lib'
import {
  listLimit, maskTel, opsCommand, printedLine, reasonArg, userArg, userIdOf, validReason, type OpsArgTools, type OpsGroup, type Printed,
} from '../../ops/commands'
import { grantMembership, listMemberships, revokeMembership } from './grant'
import { reactionsOf } from '../reactions'
import { refundMemberOrder } from './refund'

// The operators' membership commands (docs/server.md "Operators"; docs/rules.md "Membership"): the
// list, grants and revocations with a reason (grant.ts), and refunds of paid membership orders
// (refund.ts), as operator calls (types/api/ops/member.ts) and CLI commands.

const MEMBER_ORDER_NO = new RegExp(MEMBER_ORDER_NO_PATTERN)

/** A reason as the CLI reads it: trimmed, 1 to 200 characters. */
const reasonOf = (options: Record<string, string>, tools: OpsArgTools): string => reasonArg(options.reason, MEMBER_REASON_MAX, 'opsMemberReasonInvalid', tools)

async function listMembershipsForOps(db: Db, status: 'active' | 'all', limit: number, now: Date): Promise<OpsMembershipRow[]> {
  const rows = await listMemberships(db, { activeAt: status === 'active' ? now : undefined, limit })
  return rows.map((r) => ({
    user_id: r.userId,
    tel: maskTel(r.tel),
    nickname: r.nickname,
    expire_time: formatTime(r.expireAt)!,
    active: r.expireAt > now,
    last_source: r.lastSource,
    last_reason: r.lastReason,
    last_time: formatTime(r.lastAt),
  }))
}

function memberLine(r: OpsMemberResult, lang: Lang): Printed {
  switch (r.outcome) {
    case 'granted': return printedLine(true, translate(lang, 'opsMemberGranted', { user: r.user, days: String(r.days), expire: r.expire_after }))
    case 'revoked': return printedLine(true, translate(lang, 'opsMemberRevoked', { user: r.user, before: r.expire_before }))
    case 'not_found': return printedLine(false, translate(lang, 'opsUserNotFound', { user: r.user }))
    case 'not_member': return printedLine(false, translate(lang, 'opsNotMember', { user: r.user }))
    case 'bad_reason': return printedLine(false, translate(lang, 'opsMemberReasonInvalid'))
  }
}

function refundLine(r: OpsMemberRefundResult, lang: Lang): Printed {
  const order = r.order
  switch (r.outcome) {
    case 'refunded': return printedLine(true, translate(lang, 'opsMemberRefunded', {
      order, amount: r.amount, user: String(r.user_id), before: r.expire_before ?? '-', after: r.expire_after ?? '-',
    }))
    case 'not_found': return printedLine(false, translate(lang, 'opsMemberOrderNotFound', { order }))
    case 'not_paid': return printedLine(false, translate(lang, 'opsMemberOrderNotPaid', { order, status: r.status }))
    case 'refunded_already': return printedLine(false, translate(lang, 'opsMemberOrderRefundedAlready', { order }))
    case 'bad_reason': return printedLine(false, translate(lang, 'opsMemberReasonInvalid'))
  }
}

export const MEMBER_OPS: OpsGroup = {
  help: `  memberships [--status active|all] [--limit <n>]
      列出会员（默认有效中、最新到期 20 条）：用户、到期时间、最近一次变更的来源与原因
      / list memberships (default: running, latest expiry first, 20): user, expiry, last change
  grant <用户ID|手机号 user> --days <n> --reason "<原因 reason>"
      为用户增加会员天数（1-${MEMBER_DAYS_MAX} 天，在当前到期时间上顺延），原因必填
      / add membership days (extends the current expiry); a reason is required
  revoke <用户ID|手机号 user> --reason "<原因 reason>"
      立即结束用户的会员，原因必填 / end the user's membership now; a reason is required
  member-refund <会员订单号 order_no> --reason "<原因 reason>"
      已支付的会员订单退款至用户钱包，并收回其会员天数（到期时间提前该订单的天数，不早于当前时间），原因必填
      / refund a paid membership order to the wallet and take its days back (never before now); a reason is required
`,
  examples: [
    'grant 13800000001 --days 7 --reason "客服补偿"',
    'revoke 42 --reason "违规获取会员"',
    'member-refund MB2026031012345678 --reason "用户误购，客服同意退款"',
  ],
  commands: [
    opsCommand(memberOps.memberships, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['status', 'limit'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        const status = options.status ?? 'active'
        if (status !== 'active' && status !== 'all') tools.fail('opsBadStatus', { status, statuses: 'active, all' })
        return { status: status as 'active' | 'all', limit: listLimit(options.limit, 20, tools) }
      },
      async run({ db, now }, body) {
        return { command: 'memberships', memberships: await listMembershipsForOps(db, body.status, body.limit, now) }
      },
      print({ memberships }, { lang, table }) {
        if (memberships.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoMemberships')], stderr: [] }
        const header = columns(lang, [
          'opsColUserId', 'opsColMobile', 'opsColNickname', 'opsColExpires', 'opsColRunning', 'opsColLastChange', 'opsColReason', 'opsColChangedAt',
        ])
        const [yes, no] = columns(lang, ['opsYes', 'opsNo'])
        return {
          ok: true,
          stdout: [table(header, memberships.map((r) => [
            String(r.user_id), r.tel, r.nickname || '-', r.expire_time, r.active ? yes : no, r.last_source ?? '-', r.last_reason || '-', r.last_time ?? '-',
          ]))],
          stderr: [],
        }
      },
    }),
    opsCommand(memberOps.grant, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['days', 'reason'])
        const user = userArg(positional, tools)
        const reason = reasonOf(options, tools)
        const days = Number(options.days)
        if (!/^\d+$/.test(options.days ?? '') || days < 1 || days > MEMBER_DAYS_MAX) tools.fail('opsBadDays')
        return { user, days, reason }
      },
      async run({ db, now }, { user, days, reason: given }) {
        const reason = given.trim()
        if (!validReason(reason, MEMBER_REASON_MAX)) return { command: 'grant', result: { user, outcome: 'bad_reason' } }
        const userId = await userIdOf(db, user)
        if (userId === null) return { command: 'grant', result: { user, outcome: 'not_found' } }
        const granted = await db.transaction((tx) => grantMembership(tx, { userId, source: 'ops', refId: null, days, reason, at: now }))
        return {
          command: 'grant',
          result: { user, outcome: 'granted', days, expire_before: formatTime(granted.expireBefore), expire_after: formatTime(granted.expireAfter)! },
        }
      },
      print: ({ result }, { lang }) => memberLine(result, lang),
    }),
    opsCommand(memberOps.revoke, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['reason'])
        const user = userArg(positional, tools)
        return { user, reason: reasonOf(options, tools) }
      },
      async run({ db, now }, { user, reason: given }) {
        const reason = given.trim()
        if (!validReason(reason, MEMBER_REASON_MAX)) return { command: 'revoke', result: { user, outcome: 'bad_reason' } }
        const userId = await userIdOf(db, user)
        if (userId === null) return { command: 'revoke', result: { user, outcome: 'not_found' } }
        const revoked = await db.transaction((tx) => revokeMembership(tx, { userId, reason, at: now }))
        if (!revoked) return { command: 'revoke', result: { user, outcome: 'not_member' } }
        return { command: 'revoke', result: { user, outcome: 'revoked', days: revoked.days, expire_before: formatTime(revoked.expireBefore)! } }
      },
      print: ({ result }, { lang }) => memberLine(result, lang),
    }),
    opsCommand(memberOps.memberRefund, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['reason'])
        if (positional.length !== 1) tools.fail('opsNeedMemberOrder')
        const order = positional[0]
        if (!MEMBER_ORDER_NO.test(order)) tools.fail('opsBadMemberOrderRef', { order })
        return { order, reason: reasonOf(options, tools) }
      },
      async run({ db, now, modules }, { order, reason: given }) {
        const reason = given.trim()
        if (!validReason(reason, MEMBER_REASON_MAX)) return { command: 'member-refund', result: { order, outcome: 'bad_reason' } }
        const r = await refundMemberOrder(db, order, reason, now, reactionsOf(modules))
        if (r.outcome !== 'refunded') return { command: 'member-refund', result: { order, ...r } }
        return {
          command: 'member-refund',
          result: {
            order, outcome: 'refunded', user_id: r.userId, amount: yuan(r.amountFen), days: r.days,
            expire_before: formatTime(r.expireBefore), expire_after: formatTime(r.expireAfter), balance: yuan(r.balanceFen),
          },
        }
      },
      print: ({ result }, { lang }) => refundLine(result, lang),
    }),
  ],
}
