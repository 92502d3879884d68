import { and, desc, eq } from 'drizzle-orm'
import { FREE_MEAL_ORDER_STATUSES, type FreeMealOrderStatus } from '@api-types/order'
import { ORDER_REF_PATTERN, orderOps, REJECT_REASON_MAX, type OpsOrderRow, type OpsReviewResult, type OpsReviewRow, type ReviewSignal } from '@api-types/ops/order'
import type { Db } from '../../db/driver'
import { freeMealOrders, shops, users } from '../../db/schema'
import { columns, translate, type Lang } from '../../i18n'
import { formatTime, yuan } from '../../lib'
import { listLimit, maskTel, opsCommand, userArg, userIdOf, type OpsArgTools, type OpsGroup, type Printed } from '../../ops/commands'
import { reactionsOf } from '../reactions'
import { approve, reject, revokeApproval } from './review'
import { reviewQueue, userOrders } from './reviewQueue'
import { statusAt, statusIs } from './service'

// The operators' free-meal commands (docs/server.md "Operators"): the review queue, approving and
// rejecting proof (review.ts), as operator calls (types/api/ops/order.ts) and CLI commands.

const ORDER_REF = new RegExp(ORDER_REF_PATTERN)

/** Order references as the CLI reads them: each an id or an order number. */
function refs(list: string[], tools: OpsArgTools): string[] {
  const bad = list.find((r) => !ORDER_REF.test(r))
  if (bad !== undefined) tools.fail('opsBadOrderRef', { order: bad })
  return list
}

/** One order and a reason of 1-200 characters (reject, revoke-approval). */
function orderWithReason(args: string[], tools: OpsArgTools): { order: string; reason: string } {
  const { options, positional } = tools.split(args, ['reason'])
  if (positional.length !== 1) tools.fail('opsNeedOrder')
  const reason = (options.reason ?? '').trim()
  if (reason.length === 0 || [...reason].length > REJECT_REASON_MAX) tools.fail('opsReasonInvalid')
  return { order: refs(positional, tools)[0], reason }
}

/** An order's id from its id or order number, or null. */
async function orderIdOf(db: Db, ref: string): Promise<number | null> {
  const where = /^\d+$/.test(ref) ? eq(freeMealOrders.id, Number(ref)) : eq(freeMealOrders.orderNo, ref)
  const [row] = await db.select({ id: freeMealOrders.id }).from(freeMealOrders).where(where).limit(1)
  return row?.id ?? null
}

async function listForOps(db: Db, status: FreeMealOrderStatus | 'all', limit: number, now: Date): Promise<OpsOrderRow[]> {
  const rows = await db.select({ order: freeMealOrders, tel: users.tel, shop: shops.name }).from(freeMealOrders)
    .innerJoin(users, eq(users.id, freeMealOrders.userId))
    .innerJoin(shops, eq(shops.id, freeMealOrders.shopId))
    .where(and(status === 'all' ? undefined : statusIs(status, now)))
    .orderBy(desc(freeMealOrders.id)).limit(limit)
  return rows.map(({ order, tel, shop }) => ({
    id: order.id,
    order_no: order.orderNo,
    tel: maskTel(tel),
    shop,
    status: statusAt(order, now),
    rebate: yuan(order.rebateFen),
    platform_order_no: order.platformOrderNo,
    proof_time: formatTime(order.proofAt),
    images: order.proofImages,
  }))
}

function reviewLine(r: OpsReviewResult, lang: Lang): { ok: boolean; text: string } {
  const order = r.order
  switch (r.outcome) {
    case 'approved': return { ok: true, text: translate(lang, 'opsApproved', { order: r.orderNo, rebate: yuan(r.rebateFen) }) }
    case 'rejected': return { ok: true, text: translate(lang, 'opsRejected', { order: r.orderNo, reason: r.reason }) }
    case 'not_found': return { ok: false, text: translate(lang, 'opsOrderNotFound', { order }) }
    case 'not_in_review': return { ok: false, text: translate(lang, 'opsNotInReview', { order: r.orderNo, status: r.status }) }
    case 'bad_reason': return { ok: false, text: translate(lang, 'opsReasonInvalid') }
    case 'revoked': return { ok: true, text: translate(lang, 'opsApprovalRevoked', { order: r.orderNo, rebate: yuan(r.rebateFen), reason: r.reason }) }
    case 'not_approved': return { ok: false, text: translate(lang, 'opsNotApproved', { order: r.orderNo, status: r.status }) }
    case 'balance_short': return { ok: false, text: translate(lang, 'opsRevokeBalanceShort', { order: r.orderNo, rebate: yuan(r.rebateFen) }) }
  }
}

/** The status (or all), limit (1-100) and --before of a paged review list, as the CLI reads them. */
function pageArgs(options: Record<string, string>, fallback: FreeMealOrderStatus | 'all', tools: OpsArgTools) {
  const status = options.status ?? fallback
  if (status !== 'all' && !(FREE_MEAL_ORDER_STATUSES as readonly string[]).includes(status)) {
    tools.fail('opsBadStatus', { status, statuses: [...FREE_MEAL_ORDER_STATUSES, 'all'].join(', ') })
  }
  const limit = Number(options.limit ?? 20)
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) tools.fail('opsReviewLimit')
  const before = options.before === undefined ? undefined : Number(options.before)
  if (before !== undefined && !(Number.isInteger(before) && before >= 1 && before <= 2147483647)) tools.fail('opsBadOption', { option: `--before ${options.before}` })
  return { status: status as FreeMealOrderStatus | 'all', limit, ...(before === undefined ? {} : { before_id: before }) }
}

/** A signal of the review queue as one line in the operator's language. */
function signalLine(row: OpsReviewRow, s: ReviewSignal, lang: Lang): string {
  const order = row.order.order_no
  switch (s.code) {
    case 'same_platform_order_no':
      return translate(lang, 'opsSignalSamePlatformNo', { order, other: s.order_no, user: String(s.user_id), status: s.status })
    case 'same_screenshot':
      return translate(lang, 'opsSignalSameScreenshot', { order, image: s.image, other: s.order_no, user: String(s.user_id), status: s.status, distance: String(s.distance) })
    case 'shared_device':
      return translate(lang, 'opsSignalSharedDevice', { order, device: s.device, accounts: String(s.accounts), users: s.user_ids.join(', ') })
    case 'shared_address':
      return translate(lang, 'opsSignalSharedAddress', { order, address: s.address, accounts: String(s.accounts), users: s.user_ids.join(', ') })
  }
}

/** Each result on its line: the done ones on stdout, the refused on stderr (exit 1 if any). */
function printReviews(results: OpsReviewResult[], lang: Lang): Printed {
  const lines = results.map((r) => reviewLine(r, lang))
  return {
    ok: lines.every((l) => l.ok),
    stdout: lines.filter((l) => l.ok).map((l) => l.text),
    stderr: lines.filter((l) => !l.ok).map((l) => l.text),
  }
}

export const ORDER_OPS: OpsGroup = {
  help: `  orders [--status <status>|all] [--limit <n>]
      列出霸王餐订单，默认待审核 (uploaded)、最新 20 条 / list free-meal orders (default: uploaded, newest 20)
      status: ${FREE_MEAL_ORDER_STATUSES.join(' | ')} | all
  order-review [--status <status>|all] [--limit <n>] [--before <id>]
      凭证审核队列：订单、截图、活动规则、用户历史和风险信号，最新在前，默认待审核、20 条
      / the proof review queue: orders, screenshots, the deal's rules, the user's history and the fraud signals, newest first (default: uploaded, 20)
  user-orders <user id|phone> [--status <status>|all] [--limit <n>] [--before <id>]
      一个用户的霸王餐订单（审核历史）和各状态数量，最新在前，默认全部、20 条
      / one user's free-meal orders (the review history) and counts per state, newest first (default: all, 20)
  approve <id|order_no>...
      审核通过并把返利记入钱包 / approve the proof and credit the rebate to the wallet
  reject <id|order_no> --reason "<原因 reason>"
      驳回凭证，原因 1-${REJECT_REASON_MAX} 字 / reject the proof with a reason shown to the user
  revoke-approval <id|order_no> --reason "<原因 reason>"
      撤销已通过的审核：订单改为驳回，返利从钱包扣回（余额不足则拒绝），佣金撤回
      / revoke an approval: the order becomes rejected, the rebate is taken back (refused when the balance is short), its commissions undone
`,
  examples: ['orders', 'orders --status all --limit 50', 'order-review --limit 10', 'user-orders 13800000001', 'approve 12 FM2026112212345678', 'reject 13 --reason "订单号与截图不符"', 'revoke-approval 12 --reason "平台订单已退款"'],
  commands: [
    opsCommand(orderOps.orders, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['status', 'limit'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        const status = options.status ?? 'uploaded'
        if (status !== 'all' && !(FREE_MEAL_ORDER_STATUSES as readonly string[]).includes(status)) {
          tools.fail('opsBadStatus', { status, statuses: [...FREE_MEAL_ORDER_STATUSES, 'all'].join(', ') })
        }
        return { status: status as FreeMealOrderStatus | 'all', limit: listLimit(options.limit, 20, tools) }
      },
      async run({ db, now }, body) {
        return { command: 'orders', orders: await listForOps(db, body.status, body.limit, now) }
      },
      print({ orders }, { lang, table }) {
        if (orders.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoOrders')], stderr: [] }
        const header = columns(lang, [
          'opsColId', 'opsColOrderNo', 'opsColUser', 'opsColShop', 'opsColStatus', 'opsColRebate', 'opsColPlatformOrder', 'opsColProofTime', 'opsColImages',
        ])
        return {
          ok: true,
          stdout: [table(header, orders.map((o) => [
            String(o.id), o.order_no, o.tel, o.shop, o.status, o.rebate, o.platform_order_no ?? '-', o.proof_time ?? '-',
            o.images.length ? o.images.join(' ') : '-',
          ]))],
          stderr: [],
        }
      },
    }),
    opsCommand(orderOps.orderReview, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['status', 'limit', 'before'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        return pageArgs(options, 'uploaded', tools)
      },
      async run({ db, now }, body) {
        const page = await reviewQueue(db, { status: body.status ?? 'uploaded', limit: body.limit ?? 20, beforeId: body.before_id }, now)
        return { command: 'order-review', ...page }
      },
      print({ rows, next }, { lang, table }) {
        if (rows.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoOrders')], stderr: [] }
        const header = columns(lang, [
          'opsColId', 'opsColOrderNo', 'opsColUser', 'opsColShop', 'opsColStatus', 'opsColRebate', 'opsColPlatformOrder', 'opsColProofTime', 'opsColSignals',
        ])
        return {
          ok: true,
          stdout: [
            table(header, rows.map((r) => [
              String(r.order.id), r.order.order_no, `${r.user.id} ${r.user.tel ?? '-'}`, r.shop.name, r.order.status, r.order.rebate,
              r.order.platform_order_no ?? '-', r.order.proof_time ?? '-', String(r.signals.length),
            ])),
            ...rows.flatMap((r) => r.signals.map((s) => signalLine(r, s, lang))),
            ...(next === null ? [] : [translate(lang, 'opsReviewNext', { id: String(next) })]),
          ],
          stderr: [],
        }
      },
    }),
    opsCommand(orderOps.userOrders, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['status', 'limit', 'before'])
        return { user: userArg(positional, tools), ...pageArgs(options, 'all', tools) }
      },
      async run({ db, now }, body) {
        const userId = await userIdOf(db, body.user)
        const page = userId === null
          ? { found: null, orders: [], next: null }
          : await userOrders(db, userId, { status: body.status ?? 'all', limit: body.limit ?? 20, beforeId: body.before_id }, now)
        return { command: 'user-orders', user: body.user, ...page }
      },
      print({ user, found, orders, next }, { lang, table }) {
        if (!found) return { ok: false, stdout: [], stderr: [translate(lang, 'opsUserNotFound', { user })] }
        const counts = Object.entries(found.counts).filter(([, n]) => n > 0).map(([s, n]) => `${s} ${n}`).join(' · ')
        const header = columns(lang, ['opsColId', 'opsColOrderNo', 'opsColShop', 'opsColStatus', 'opsColRebate', 'opsColPlatformOrder', 'opsColProofTime'])
        return {
          ok: true,
          stdout: [
            `${found.id} ${found.tel ?? '-'} ${found.nickname} ${found.registered_at}${found.member ? ' VIP' : ''}: ${counts || '-'}`,
            orders.length === 0 ? translate(lang, 'opsNoOrders') : table(header, orders.map((o) => [
              String(o.id), o.order_no, o.shop.name, o.status, o.rebate, o.platform_order_no ?? '-', o.proof_time ?? '-',
            ])),
            ...(next === null ? [] : [translate(lang, 'opsReviewNext', { id: String(next) })]),
          ],
          stderr: [],
        }
      },
    }),
    opsCommand(orderOps.approve, {
      parse(args, tools) {
        const { positional } = tools.split(args, [])
        if (positional.length === 0) tools.fail('opsNeedOrder')
        return { orders: refs(positional, tools) }
      },
      async run({ db, now, modules, metrics }, body) {
        const results: OpsReviewResult[] = []
        const reactions = reactionsOf(modules)
        for (const order of body.orders) {
          const id = await orderIdOf(db, order)
          const outcome = id === null ? { outcome: 'not_found' as const } : await approve(db, id, now, reactions)
          if (outcome.outcome === 'approved') metrics?.proofReviews.inc({ decision: 'approved' })
          results.push({ order, ...outcome })
        }
        return { command: 'approve', results }
      },
      print: ({ results }, { lang }) => printReviews(results, lang),
    }),
    opsCommand(orderOps.reject, {
      parse: orderWithReason,
      async run({ db, now, metrics }, body) {
        const id = await orderIdOf(db, body.order)
        const outcome = id === null ? { outcome: 'not_found' as const } : await reject(db, id, body.reason, now)
        if (outcome.outcome === 'rejected') metrics?.proofReviews.inc({ decision: 'rejected' })
        return { command: 'reject', results: [{ order: body.order, ...outcome }] }
      },
      print: ({ results }, { lang }) => printReviews(results, lang),
    }),
    opsCommand(orderOps.revokeApproval, {
      parse: orderWithReason,
      async run({ db, now, modules }, body) {
        const id = await orderIdOf(db, body.order)
        const outcome = id === null ? { outcome: 'not_found' as const } : await revokeApproval(db, id, body.reason, now, reactionsOf(modules))
        return { command: 'revoke-approval', results: [{ order: body.order, ...outcome }] }
      },
      print: ({ results }, { lang }) => printReviews(results, lang),
    }),
  ],
}
