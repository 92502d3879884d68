import { asc, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { goldAdjustments, goldItems, goldRedemptions, users } from '../../db/schema'
import { columns, translate, type Lang, type MessageKey } from '../../i18n'
import { Refused, refuse, refusedOr, type Outcome } from '../../outcome'
import { goldBook } from './ledger'

// The operators' gold commands (docs/server.md "Gold redemption and gold packs"): the redemption
// items with their stock and sales, setting an item's stock, taking it on or off sale, and gold
// corrections with a reason. Plugged into ops/commands.ts (what they do), ops/cli.ts (arguments
// and printing) and ops/endpoint.ts (the bodies), as ops/wallet.ts is.

export type GoldOpsRequest =
  | { command: 'gold-items' }
  /** The stock left to redeem: any whole number from 0 (sold out) up. */
  | { command: 'gold-item-stock'; id: number; stock: number }
  | { command: 'gold-item-enable' | 'gold-item-disable'; id: number }
  /** A user by id or mobile number; gold a positive whole number; the reason is the ledger note. */
  | { command: 'gold-credit' | 'gold-debit'; user: string; gold: number; reason: string }

export type GoldOpsCommand = GoldOpsRequest['command']
export const GOLD_OPS_COMMANDS: readonly GoldOpsCommand[] = ['gold-items', 'gold-item-stock', 'gold-item-enable', 'gold-item-disable', 'gold-credit', 'gold-debit']

export const isGoldOpsRequest = (r: { command: string }): r is GoldOpsRequest => (GOLD_OPS_COMMANDS as readonly string[]).includes(r.command)

/** Highest stock and correction an operator can set at once (typos of a few extra digits are refused). */
export const GOLD_OPS_MAX = 10_000_000
/** A correction's reason: 1 to 200 characters, the ledger row's note. */
export const GOLD_REASON_MAX = 200

export interface OpsGoldItemRow {
  id: number
  type: number
  title: string
  gold_price: number
  stock: number
  /** Redemptions so far. */
  sold: number
  limit_per_user: number
  enabled: boolean
}

export type OpsGoldItemResult = { id: number } & (
  | { outcome: 'stock_set'; title: string; stock: number; sold: number }
  | { outcome: 'enabled' | 'disabled'; title: string }
  | { outcome: 'not_found' }
)

export type OpsGoldResult = { user: string } & (
  | { outcome: 'credited' | 'debited' | 'insufficient'; gold: number; balance: number }
  | { outcome: 'not_found' }
  | { outcome: 'bad_reason' }
)

export type GoldOpsAnswer =
  | { command: 'gold-items'; items: OpsGoldItemRow[] }
  | { command: 'gold-item-stock' | 'gold-item-enable' | 'gold-item-disable'; result: OpsGoldItemResult }
  | { command: 'gold-credit' | 'gold-debit'; result: OpsGoldResult }

const itemId = { type: 'integer', minimum: 1, maximum: 2147483647 }
const userRef = { type: 'string', pattern: '^(\\d{1,10}|1[2-9]\\d{9})$' }
const adjust = {
  type: 'object',
  properties: { user: userRef, gold: { type: 'integer', minimum: 1, maximum: GOLD_OPS_MAX }, reason: { type: 'string', maxLength: 1000 } },
  required: ['user', 'gold', 'reason'],
  additionalProperties: false,
}
const toggle = { type: 'object', properties: { id: itemId }, required: ['id'], additionalProperties: false }

/** JSON schemas of the request bodies of POST /ops/<command>. */
export const GOLD_OPS_BODY_SCHEMAS: Record<GoldOpsCommand, object> = {
  'gold-items': { type: 'object', additionalProperties: false },
  'gold-item-stock': {
    type: 'object',
    properties: { id: itemId, stock: { type: 'integer', minimum: 0, maximum: GOLD_OPS_MAX } },
    required: ['id', 'stock'],
    additionalProperties: false,
  },
  'gold-item-enable': toggle,
  'gold-item-disable': toggle,
  'gold-credit': adjust,
  'gold-debit': adjust,
}

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

/** A user's id from their id or mobile number, or null. */
async function userIdOf(db: Db, ref: string): Promise<number | null> {
  if (!/^(\d{1,10}|1[2-9]\d{9})$/.test(ref)) return null
  if (ref.length !== 11 && Number(ref) > 2147483647) return null
  const [row] = await db.select({ id: users.id }).from(users).where(ref.length === 11 ? eq(users.tel, ref) : eq(users.id, Number(ref))).limit(1)
  return row?.id ?? null
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

async function adjustForOps(db: Db, r: Extract<GoldOpsRequest, { command: 'gold-credit' | 'gold-debit' }>, now: Date): Promise<OpsGoldResult> {
  const user = r.user
  const why = r.reason.trim()
  if (why.length === 0 || [...why].length > GOLD_REASON_MAX) return { user, outcome: 'bad_reason' }
  const userId = await userIdOf(db, user)
  if (userId === null) return { user, outcome: 'not_found' }
  const outcome = await adjustGold(db, userId, r.command === 'gold-credit' ? r.gold : -r.gold, why, now)
  if ('refusal' in outcome) return { user, outcome: 'insufficient', gold: r.gold, balance: await goldBook.balance(db, userId) }
  return { user, outcome: r.command === 'gold-credit' ? 'credited' : 'debited', gold: r.gold, balance: outcome.value.balance }
}

export async function executeGoldOps(db: Db, request: GoldOpsRequest, now: Date): Promise<GoldOpsAnswer> {
  switch (request.command) {
    case 'gold-items':
      return { command: 'gold-items', items: await listItemsForOps(db) }
    case 'gold-item-stock':
      return { command: 'gold-item-stock', result: await setStock(db, request.id, request.stock) }
    case 'gold-item-enable':
    case 'gold-item-disable':
      return { command: request.command, result: await setEnabled(db, request.id, request.command === 'gold-item-enable') }
    case 'gold-credit':
    case 'gold-debit':
      return { command: request.command, result: await adjustForOps(db, request, now) }
  }
}

// The CLI's side: arguments in, lines out (cli.ts passes its helpers, as for ops/wallet.ts).

export interface GoldCliTools {
  /** Reads `--name value` options; everything else is positional. */
  split(args: string[], known: string[]): { options: Record<string, string>; positional: string[] }
  /** Throws the CLI's refusal with this message. */
  fail(key: MessageKey, params?: Record<string, string>): never
}

export const GOLD_HELP = `  gold-items
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
`

/** The request of a gold command, or null when `command` is not one. */
export function parseGoldArgs(command: string, rest: string[], tools: GoldCliTools): GoldOpsRequest | null {
  const { split, fail } = tools
  const whole = (text: string | undefined, min: number) => (/^\d{1,8}$/.test(text ?? '') && Number(text) >= min && Number(text) <= GOLD_OPS_MAX ? Number(text) : null)
  const itemOf = (positional: string[]) => {
    if (positional.length !== 1) fail('opsNeedGoldItem')
    const text = positional[0]
    if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2147483647) fail('opsBadGoldItemRef', { id: text })
    return Number(text)
  }
  switch (command) {
    case 'gold-items': {
      const { positional } = split(rest, [])
      if (positional.length) fail('opsBadOption', { option: positional[0] })
      return { command }
    }
    case 'gold-item-stock': {
      const { options, positional } = split(rest, ['stock'])
      const id = itemOf(positional)
      const stock = whole(options.stock, 0) ?? fail('opsBadStock')
      return { command, id, stock }
    }
    case 'gold-item-enable':
    case 'gold-item-disable': {
      const { positional } = split(rest, [])
      return { command, id: itemOf(positional) }
    }
    case 'gold-credit':
    case 'gold-debit': {
      const { options, positional } = split(rest, ['gold', 'reason'])
      if (positional.length !== 1) fail('opsNeedUser')
      const user = positional[0]
      if (!/^(\d{1,10}|1[2-9]\d{9})$/.test(user)) fail('opsBadUserRef', { user })
      const gold = whole(options.gold, 1) ?? fail('opsBadGold')
      const why = (options.reason ?? '').trim()
      if (why.length === 0 || [...why].length > GOLD_REASON_MAX) fail('opsGoldReasonInvalid')
      return { command, user, gold, reason: why }
    }
    default:
      return null
  }
}

export interface GoldRendered {
  ok: boolean
  stdout: string[]
  stderr: string[]
}

const one = (ok: boolean, text: string): GoldRendered => ({ ok, stdout: ok ? [text] : [], stderr: ok ? [] : [text] })

function itemLine(r: OpsGoldItemResult, lang: Lang): GoldRendered {
  const id = String(r.id)
  switch (r.outcome) {
    case 'stock_set': return one(true, translate(lang, 'opsGoldItemStockSet', { id, title: r.title, stock: String(r.stock), sold: String(r.sold) }))
    case 'enabled': return one(true, translate(lang, 'opsGoldItemEnabled', { id, title: r.title }))
    case 'disabled': return one(true, translate(lang, 'opsGoldItemDisabled', { id, title: r.title }))
    case 'not_found': return one(false, translate(lang, 'opsGoldItemNotFound', { id }))
  }
}

function goldLine(r: OpsGoldResult, lang: Lang): GoldRendered {
  const user = r.user
  switch (r.outcome) {
    case 'credited': return one(true, translate(lang, 'opsGoldCredited', { user, gold: String(r.gold), balance: String(r.balance) }))
    case 'debited': return one(true, translate(lang, 'opsGoldDebited', { user, gold: String(r.gold), balance: String(r.balance) }))
    case 'insufficient': return one(false, translate(lang, 'opsGoldInsufficient', { user, gold: String(r.gold), balance: String(r.balance) }))
    case 'not_found': return one(false, translate(lang, 'opsUserNotFound', { user }))
    case 'bad_reason': return one(false, translate(lang, 'opsGoldReasonInvalid'))
  }
}

export function renderGoldOps(answer: GoldOpsAnswer, lang: Lang, table: (header: string[], rows: string[][]) => string): GoldRendered {
  switch (answer.command) {
    case 'gold-items': {
      if (answer.items.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoGoldItems')], stderr: [] }
      const header = columns(lang, [
        'opsColId', 'opsColType', 'opsColTitle', 'opsColGold', 'opsColStock', 'opsColSold', 'opsColLimit', 'opsColOnSale',
      ])
      const [yes, no] = columns(lang, ['opsYes', 'opsNo'])
      return {
        ok: true,
        stdout: [table(header, answer.items.map((i) => [
          String(i.id), String(i.type), i.title, String(i.gold_price), String(i.stock), String(i.sold), String(i.limit_per_user), i.enabled ? yes : no,
        ]))],
        stderr: [],
      }
    }
    case 'gold-item-stock':
    case 'gold-item-enable':
    case 'gold-item-disable':
      return itemLine(answer.result, lang)
    case 'gold-credit':
    case 'gold-debit':
      return goldLine(answer.result, lang)
  }
}
