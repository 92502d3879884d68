import { eq } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { users } from '../../db/schema'
import { refuse, type Outcome } from '../../outcome'
import { consumeCode } from '../login/codes'

// The payout account (docs/rules.md "Wallet and cash-out"): the real name and the Alipay account
// (a mainland mobile number or an e-mail address) a cash-out is paid to, kept on the user. The
// first binding needs no code; changing a bound account needs the SMS code of purpose
// payout_account sent to the account's own phone, so a stolen session cannot redirect payouts.

/** 2-20 Chinese characters or letters; a middle dot between parts (少数民族 and foreign names), a space between Latin words. */
const NAME = /^[\p{Script=Han}A-Za-z]+(?:(?:·|\s)[\p{Script=Han}A-Za-z]+)*$/u
const MOBILE = /^1[2-9]\d{9}$/
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/

/** The name as stored: trimmed, the look-alike dots of Chinese keyboards made a middle dot, single spaces. */
export function normalizeName(text: string): string {
  return text.trim().replace(/[•・．.]/g, '·').replace(/\s+/g, ' ')
}

export function validName(name: string): boolean {
  const length = [...name].length
  return length >= 2 && length <= 20 && NAME.test(name) && (!/\s/.test(name) || /^[A-Za-z\s·]+$/.test(name))
}

export function validAccount(account: string): boolean {
  return account.length <= 100 && (MOBILE.test(account) || EMAIL.test(account))
}

/** 13812345678 → 138****5678; abc@qq.com → a***@qq.com. */
export function maskAccount(account: string | null): string | null {
  if (!account) return null
  if (MOBILE.test(account)) return `${account.slice(0, 3)}****${account.slice(-4)}`
  const at = account.lastIndexOf('@')
  if (at > 0) return `${account[0]}***${account.slice(at)}`
  return `${account.slice(0, 1)}***`
}

/** 张三丰 → 张*丰; 张三 → *三; longer names keep the first and last character. */
export function maskName(name: string | null): string | null {
  if (!name) return null
  const chars = [...name]
  if (chars.length <= 2) return `*${chars.slice(1).join('')}`
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`
}

/**
 * Saves the payout account. The user row is locked, so of two parallel first bindings the second
 * sees the first and needs a code like any change. A wrong code's try is committed with the refusal.
 */
export async function savePayoutAccount(
  db: Db, userId: number, input: { realName: string; account: string; code?: string }, now: Date,
): Promise<Outcome<null>> {
  const realName = normalizeName(input.realName)
  const account = input.account.trim()
  if (!validName(realName)) return refuse('payoutNameInvalid')
  if (!validAccount(account)) return refuse('payoutAccountInvalid')
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update')
    if (!user || user.cancelledAt) return refuse('accountCancelled')
    const bound = user.alipayNumber !== null
    if (bound && user.alipayNumber === account && user.realName === realName) return { value: null }
    if (bound) {
      if (user.tel === null) return refuse('bindTelFirst')
      if (input.code === undefined) return refuse('payoutAccountCodeRequired')
      if (!(await consumeCode(tx, user.tel, 'payout_account', input.code, now))) return refuse('codeWrong')
    }
    await tx.update(users).set({ alipayNumber: account, realName }).where(eq(users.id, userId))
    return { value: null }
  })
}
