import { asc, count, eq } from 'drizzle-orm'
import { GOLD_OPS_MAX, GOLD_REASON_MAX, goldOps, type OpsGoldItemResult, type OpsGoldItemRow, type OpsGoldResult } from '@api-types/ops/gold'
import type { Db } from '../../db/driver'
import { goldAdjustments, goldItems, goldRedemptions } from '../../db/schema'
import { columns, translate, type Lang } from '../../i18n'
import { Refused, refuse, refusedOr, type Outcome } from '../../outcome'
import {
  adjustArgs, noArgs, opsCommand, printedLine, userIdOf, validReason, type AnyOpsCommand, type OpsArgTools, type OpsGroup, type Printed,
} from '../../ops/commands'
import { goldBook } from './ledger'

// The operators' gold commands (docs/server.md "Gold redemption and gold packs" and "Operators"):
// the redemption items with their stock and sales, setting an item's stock, taking it on or off
// sale, and gold corrections with a reason, as operator calls (types/api/ops/gold.ts) and CLI commands.

async function listItemsForOps(db: Db): Promise<OpsGoldItemRow[]> {
  const [items, sold] = await Promise.all([
    db.select().from(goldItems).orderBy(asc(goldItems.type), asc(goldItems.sort), asc(goldItems.id)),
    db.select({ itemId: goldRedemptions.itemId, n: count() }).from(goldRedemptions).groupBy(goldRedemptions.itemId),
  ])
  const soldOf = new Map(sold.map((s) => [s.itemId, Number(s.n)]))
  return items.map((i) => ({
    id: i.id, type: i.type, title: i.title, gold_price: i.goldPrice, stock: i.stock, sold: soldOf.get(i.id) ?? 0,
    limit_per_user: i.limitPerUser, enabled: i.enabled,
  }))
}

/** Sets the stock left (the item's row locked, so it lands between redemptions, never inside one). */
async function setStock(db: Db, id: number, stock: number): Promise<OpsGoldItemResult> {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(goldItems).where(eq(goldItems.id, id)).for('update')
    if (!item) return { id, outcome: 'not_found' as const }
    await tx.update(goldItems).set({ stock }).where(eq(goldItems.id, id))
    const [{ n }] = await tx.select({ n: count() }).from(goldRedemptions).where(eq(goldRedemptions.itemId, id))
    return { id, outcome: 'stock_set' as const, title: item.title, stock, sold: Number(n) }
  })
}

async function setEnabled(db: Db, id: number, enabled: boolean): Promise<OpsGoldItemResult> {
  const [item] = await db.update(goldItems).set({ enabled }).where(eq(goldItems.id, id)).returning({ title: goldItems.title })
  if (!item) return { id, outcome: 'not_found' }
  return { id, outcome: enabled ? 'enabled' : 'disabled', title: item.title }
}

/**
 * Credits (gold > 0) or debits (< 0) a user's gold as an operator's correction (gold ledger kinds
 * ops_credit / ops_debit), its cause a gold_adjustments row. A debit above the balance writes nothing.
 */
export async function adjustGold(db: Db, userId: number, gold: number, reason: string, now: Date): Promise<Outcome<{ balance: number }>> {
  return refusedOr(() => db.transaction(async (tx) => {
    const [row] = await tx.insert(goldAdjustments).values({ userId, amount: gold, reason, createdAt: now }).returning({ id: goldAdjustments.id })
    const entry = { userId, amount: Math.abs(gold), refType: 'gold_adjustment', refId: row.id, note: reason, at: now }
    const moved = gold > 0 ? await goldBook.credit(tx, { ...entry, kind: 'ops_credit' }) : await goldBook.debit(tx, { ...entry, kind: 'ops_debit' })
    if (moved === 'insufficient') throw new Refused(refuse('goldNotEnough'))
    if (moved !== 'done') throw new Error(`gold adjustment ${row.id}: ${moved}`)
    return { value: { balance: await goldBook.balance(tx, userId) } }
  }))
}

function itemLine(r: OpsGoldItemResult, lang: Lang): Printed {
  const id = String(r.id)
  switch (r.outcome) {
    case 'stock_set': return printedLine(true, translate(lang, 'opsGoldItemStockSet', { id, title: r.title, stock: String(r.stock), sold: String(r.sold) }))
    case 'enabled': return printedLine(true, translate(lang, 'opsGoldItemEnabled', { id, title: r.title }))
    case 'disabled': return printedLine(true, translate(lang, 'opsGoldItemDisabled', { id, title: r.title }))
    case 'not_found': return printedLine(false, translate(lang, 'opsGoldItemNotFound', { id }))
  }
}

function goldLine(r: OpsGoldResult, lang: Lang): Printed {
  const user = r.user
  switch (r.outcome) {
    case 'credited': return printedLine(true, translate(lang, 'opsGoldCredited', { user, gold: String(r.gold), balance: String(r.balance) }))
    case 'debited': return printedLine(true, translate(lang, 'opsGoldDebited', { user, gold: String(r.gold), balance: String(r.balance) }))
    case 'insufficient': return printedLine(false, translate(lang, 'opsGoldInsufficient', { user, gold: String(r.gold), balance: String(r.balance) }))
    case 'not_found': return printedLine(false, translate(lang, 'opsUserNotFound', { user }))
    case 'bad_reason': return printedLine(false, translate(lang, 'opsGoldReasonInvalid'))
  }
}

/** A whole number from `min` up to GOLD_OPS_MAX as the CLI reads it, or null. */
const whole = (text: string | undefined, min: number) => (/^\d{1,8}$/.test(text ?? '') && Number(text) >= min && Number(text) <= GOLD_OPS_MAX ? Number(text) : null)

function itemOf(positional: string[], tools: OpsArgTools): number {
  if (positional.length !== 1) tools.fail('opsNeedGoldItem')
  const text = positional[0]
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2147483647) tools.fail('opsBadGoldItemRef', { id: text })
  return Number(text)
}

/** gold-item-enable and gold-item-disable. */
function toggleCommand(call: typeof goldOps.goldItemEnable | typeof goldOps.goldItemDisable, enabled: boolean): AnyOpsCommand {
  const command = enabled ? 'gold-item-enable' : 'gold-item-disable'
  return opsCommand(call, {
    parse: (args, tools) => ({ id: itemOf(tools.split(args, []).positional, tools) }),
    run: async ({ db }, body) => ({ command, result: await setEnabled(db, body.id, enabled) }),
    print: ({ result }, { lang }) => itemLine(result, lang),
  })
}

/** gold-credit and gold-debit: the same arguments and checks, the sign apart. */
function adjustCommand(call: typeof goldOps.goldCredit | typeof goldOps.goldDebit, sign: 1 | -1): AnyOpsCommand {
  const command = sign > 0 ? 'gold-credit' : 'gold-debit'
  return opsCommand(call, {
    parse(args, tools) {
      const { user, amount, reason } = adjustArgs(args, tools, {
        amount: 'gold', amountOf: (text) => whole(text, 1), badAmount: 'opsBadGold', reasonMax: GOLD_REASON_MAX, badReason: 'opsGoldReasonInvalid',
      })
      return { user, gold: amount, reason }
    },
    async run({ db, now }, r): Promise<{ command: typeof command; result: OpsGoldResult }> {
      const user = r.user
      const answer = (result: OpsGoldResult): { command: typeof command; result: OpsGoldResult } => ({ command, result })
      const why = r.reason.trim()
      if (!validReason(why, GOLD_REASON_MAX)) return answer({ user, outcome: 'bad_reason' })
      const userId = await userIdOf(db, user)
      if (userId === null) return answer({ user, outcome: 'not_found' })
      const outcome = await adjustGold(db, userId, sign * r.gold, why, now)
      if ('refusal' in outcome) return answer({ user, outcome: 'insufficient', gold: r.gold, balance: await goldBook.balance(db, userId) })
      return answer({ user, outcome: sign > 0 ? 'credited' : 'debited', gold: r.gold, balance: outcome.value.balance })
    },
    print: ({ result }, { lang }) => goldLine(result, lang),
  })
}

export const GOLD_OPS: OpsGroup = {
  help: `  gold-items
      列出金币兑换商品：类型（1 会员天数 / 2 红包 / 3 现金）、金币价格、库存、已兑数量、每人限兑、是否上架
      / list the gold items: type (1 membership days / 2 coupon / 3 cash), gold price, stock, redeemed, per-user limit, on sale
  gold-item-stock <商品ID id> --stock <n>
      设置剩余库存（0-${GOLD_OPS_MAX} 的整数，0 即兑完）/ set the stock left (an integer from 0, which means sold out)
  gold-item-enable <商品ID id>
  gold-item-disable <商品ID id>
      上架 / 下架兑换商品 / put an item on or take it off sale
  gold-credit <用户ID|手机号 user> --gold <n> --reason "<原因 reason>"
  gold-debit <用户ID|手机号 user> --gold <n> --reason "<原因 reason>"
      调整用户金币（扣减不会低于零），原因必填 / correct a gold balance (a debit never below zero); a reason is required
`,
  examples: ['gold-item-stock 3 --stock 200', 'gold-credit 13800000001 --gold 500 --reason "活动补发"'],
  commands: [
    opsCommand(goldOps.goldItems, {
      parse: noArgs,
      run: async ({ db }) => ({ command: 'gold-items', items: await listItemsForOps(db) }),
      print({ items }, { lang, table }) {
        if (items.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoGoldItems')], stderr: [] }
        const header = columns(lang, [
          'opsColId', 'opsColType', 'opsColTitle', 'opsColGold', 'opsColStock', 'opsColSold', 'opsColLimit', 'opsColOnSale',
        ])
        const [yes, no] = columns(lang, ['opsYes', 'opsNo'])
        return {
          ok: true,
          stdout: [table(header, items.map((i) => [
            String(i.id), String(i.type), i.title, String(i.gold_price), String(i.stock), String(i.sold), String(i.limit_per_user), i.enabled ? yes : no,
          ]))],
          stderr: [],
        }
      },
    }),
    opsCommand(goldOps.goldItemStock, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['stock'])
        const id = itemOf(positional, tools)
        const stock = whole(options.stock, 0) ?? tools.fail('opsBadStock')
        return { id, stock }
      },
      run: async ({ db }, body) => ({ command: 'gold-item-stock', result: await setStock(db, body.id, body.stock) }),
      print: ({ result }, { lang }) => itemLine(result, lang),
    }),
    toggleCommand(goldOps.goldItemEnable, true),
    toggleCommand(goldOps.goldItemDisable, false),
    adjustCommand(goldOps.goldCredit, 1),
    adjustCommand(goldOps.goldDebit, -1),
  ],
}
