import { and, eq, sum } from 'drizzle-orm'
import type { UserInfo } from '@api-types/user'
import type { Db } from '../../db/driver'
import { freeMealOrders, users, wallets } from '../../db/schema'
import { formatTime, yuan } from '../../lib'
import { goldBook } from '../gold/ledger'
import { membership } from '../member/membership'
import { maskAccount, maskName } from '../wallet/account'

// The account summary. The wallet's balance and frozen amount come from wallets, the savings from
// approved free meals, gold from the gold book, membership from member/membership.ts as of `now`
// (app.clock), has_cash_password from users.cash_password_hash, the payout account
// (wallet/saveAlipayInfo) masked: 138****5678 / a***@qq.com and 张*三 / *三.

export async function userInfo(db: Db, userId: number, now: Date): Promise<UserInfo | null> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  if (!u) return null
  const [[wallet], [saved], gold, vip] = await Promise.all([
    db.select({ balanceFen: wallets.balanceFen, frozenFen: wallets.frozenFen }).from(wallets).where(eq(wallets.userId, userId)),
    // what the user saved: the rebates of approved free meals
    db.select({ fen: sum(freeMealOrders.rebateFen) }).from(freeMealOrders)
      .where(and(eq(freeMealOrders.userId, userId), eq(freeMealOrders.status, 'approved'))),
    goldBook.balance(db, userId),
    membership(db, userId, now),
  ])
  return {
    id: u.id,
    amount: yuan(wallet?.balanceFen ?? 0),
    tel: u.tel ?? '',
    nickname: u.nickname,
    avatar: u.avatar,
    gold,
    frozen_amount: yuan(wallet?.frozenFen ?? 0),
    total_saved: yuan(Number(saved?.fen ?? 0)),
    is_vip: vip.member,
    // 'YYYY-MM-DD HH:mm:ss'; null when never a member
    vip_expire_at: formatTime(vip.expireAt),
    parent_id: u.parentId,
    mt_phone: u.mtPhone,
    has_password: u.passwordHash !== null,
    has_cash_password: u.cashPasswordHash !== null,
    alipay_number: maskAccount(u.alipayNumber),
    real_name: maskName(u.realName),
    invite_code: String(u.id),
  }
}

export async function updateProfile(db: Db, userId: number, change: { nickname?: string; avatar?: string }): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {}
  if (change.nickname !== undefined) set.nickname = change.nickname
  if (change.avatar !== undefined) set.avatar = change.avatar
  if (Object.keys(set).length) await db.update(users).set(set).where(eq(users.id, userId))
}

export type ImageExt = 'png' | 'jpg' | 'webp' | 'gif'

/** The image type by its first bytes (never by the name or the declared type). */
export function sniffImage(head: Buffer): ImageExt | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg'
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.subarray(0, 6).toString('latin1'))) return 'gif'
  if (head.length >= 12 && head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp'
  return null
}
