import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import { INVITE_SOURCES } from '@api-types/team'
import { shanghaiDay, shanghaiMoment } from '../clock'
import { DEMO_USERS, DEV_WECHAT_PREFIX, fakeUnionid } from '../dev/wechatFake'
import { newOrderNo } from '../lib'
import { seedDemoFeedback } from '../modules/feedback/seed'
import { countSlot } from '../modules/order/slots'
import { periodStartOf, periodSpan } from '../modules/ranking/periods'
import { CAUSE_TYPES, earn, releaseDue } from '../modules/team/commissions'
import { credit } from '../modules/wallet/ledger'
import type { Db } from './driver'
import { lockFor } from './locks'
import { freeMealDeals, freeMealOrders, referrals, users } from './schema'

// Demo people for the development setup (main.ts seeds them when the WeChat provider is the
// development stand-in), so the rankings and the team pages are not empty on a first start: 40
// users with Chinese nicknames and the stand-in's letter avatars, teams bound through
// users.parent_id and referrals (小林, the stand-in's first demo WeChat user, heads a team of two
// levels; 老王 has one of his own), approved free meals spread over this week and this month with
// their rebates, and the commissions they earn their inviters through the team module (earned as an
// approval earns them, those past their frozen period credited as the scheduler credits them), and
// 小林's two feedbacks, one answered (feedback/seed.ts).
// Each can log in by SMS with their number (199 0000 00NN; the development SMS provider prints the
// code); 小林, 阿珍 and 老王 also by 微信登录 (their unionids are the stand-in's).
// Idempotent: nothing is written when the first demo number exists; a demo WeChat user who has
// already logged in keeps their account, which joins the demo team.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

interface DemoPerson {
  nickname: string
  /** The index of their inviter in DEMO_PEOPLE. */
  parent?: number
  /** The stand-in's demo WeChat user they are (dev/wechatFake.ts DEMO_USERS). */
  wechat?: string
}

const NICKNAMES = [
  '小林', '阿珍', '吃货小美', '干饭王', '米粉爱好者', '夜宵达人', '奶茶续命', '周末不做饭', '花溪的风', '省钱小能手',
  '辣子鸡', '甲秀楼下', '酸汤鱼', '一碗肠旺面', '观山湖跑者', '贵阳吃不胖', '丝娃娃', '小可爱', '大胃王', '老李',
  '糯米团子', '折耳根', '程序员小张', '路边摊', '老王', '晴天', '冰粉西施', '爱吃火锅', '夜猫子', '学生党',
  '阿杰', '小芳', '遵义小哥', '牛肉粉', '今天吃什么', '外卖小王子', '早睡早起', '豆腐西施', '阿强', '小雨',
]

/** Who invited whom: 小林 (0) invites 1-12; 阿珍 (1) invites 13-20 and 吃货小美 (2) 21-23, 小林's second level; 老王 (24) invites 25-31; 32-39 came alone. */
function parentOf(i: number): number | undefined {
  if (i >= 1 && i <= 12) return 0
  if (i >= 13 && i <= 20) return 1
  if (i >= 21 && i <= 23) return 2
  if (i >= 25 && i <= 31) return 24
  return undefined
}

const WECHAT_OF: Record<number, string> = { 0: 'xiaolin', 1: 'azhen', 24: 'laowang' }

export const DEMO_PEOPLE: readonly DemoPerson[] = NICKNAMES.map((nickname, i) => ({ nickname, parent: parentOf(i), wechat: WECHAT_OF[i] }))

/** A demo person's mobile number. */
export const demoTel = (i: number): string => `1990000${String(i).padStart(4, '0')}`

/** The stand-in's letter avatar (served under /dev/wechat in the development setup). */
function avatarOf(i: number): string {
  const wechat = DEMO_USERS.find((u) => u.key === DEMO_PEOPLE[i].wechat)
  const text = wechat?.initial ?? [...DEMO_PEOPLE[i].nickname][0]
  const hue = wechat?.hue ?? (i * 47) % 360
  return `${DEV_WECHAT_PREFIX}/avatar.svg?${new URLSearchParams({ text, hue: String(hue) })}`
}

/** A fixed number in [0, 1) for (a, b): the demo is the same on every start. */
const fraction = (a: number, b: number): number => ((a * 7919 + b * 104729 + 13) % 1000) / 1000

const HOUR_MS = 3_600_000

/** How many approved free meals person i had this month (0-5), and when each was approved: half this week. */
function mealTimes(i: number, now: Date): Date[] {
  const count = Math.floor(fraction(i, 1) * 6)
  const sinceWeek = Math.max(now.getTime() - periodSpan('week', periodStartOf('week', now)).from.getTime(), HOUR_MS)
  const sinceMonth = Math.max(now.getTime() - periodSpan('month', periodStartOf('month', now)).from.getTime(), 24 * HOUR_MS)
  return Array.from({ length: count }, (_, j) => {
    const span = j % 2 === 0 ? sinceWeek : sinceMonth
    return new Date(now.getTime() - 10 * 60_000 - Math.floor(fraction(i, j + 2) * (span - 10 * 60_000)))
  }).sort((a, b) => a.getTime() - b.getTime())
}

/** The demo people's accounts (a demo WeChat user who already logged in keeps theirs), by index. */
async function accounts(tx: Tx, now: Date): Promise<number[]> {
  const ids: number[] = []
  for (const [i, person] of DEMO_PEOPLE.entries()) {
    const unionid = person.wechat ? fakeUnionid(person.wechat) : null
    const [existing] = unionid ? await tx.select({ id: users.id }).from(users).where(eq(users.unionid, unionid)).limit(1) : []
    if (existing) {
      ids.push(existing.id)
      continue
    }
    const [row] = await tx.insert(users).values({
      tel: demoTel(i), nickname: person.nickname, avatar: avatarOf(i), unionid,
      createdAt: new Date(now.getTime() - (60 - i) * 24 * HOUR_MS),
    }).returning({ id: users.id })
    ids.push(row.id)
  }
  return ids
}

/** Seeds the demo people once (see above); true when it wrote them. */
export async function seedDemoUsers(db: Db, now: Date): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await lockFor(tx, 'seed')
    if ((await tx.select({ id: users.id }).from(users).where(eq(users.tel, demoTel(0))).limit(1)).length) return false
    const deals = await tx.select().from(freeMealDeals)
      .where(and(eq(freeMealDeals.enabled, true), gt(freeMealDeals.rebateFen, 0))).orderBy(asc(freeMealDeals.id))
    if (deals.length === 0) return false
    const ids = await accounts(tx, now)

    // the bindings first: parent_id, and each one's referral row (valid from the invitee's first approved free meal)
    for (const [i, person] of DEMO_PEOPLE.entries()) {
      if (person.parent === undefined) continue
      const via = i % 3 === 0 ? 'poster' : 'link'
      const boundAt = new Date(now.getTime() - (40 - i) * 24 * HOUR_MS)
      // a demo WeChat user who logged in before keeps a referrer of their own
      const [bound] = await tx.update(users).set({ parentId: ids[person.parent], parentBoundAt: boundAt, parentSource: INVITE_SOURCES[via] })
        .where(and(eq(users.id, ids[i]), isNull(users.parentId))).returning({ id: users.id })
      if (!bound) continue
      await tx.insert(referrals).values({
        inviteeId: ids[i], inviterId: ids[person.parent], source: INVITE_SOURCES[via], via, boundAt, validAt: mealTimes(i, now)[0] ?? null,
      }).onConflictDoNothing()
    }

    // the meals, each approved with its rebate and the commissions it earns the member's inviters
    // as an approval does (team/commissions.ts earn: 待入账 for the frozen period)
    for (const [i] of DEMO_PEOPLE.entries()) {
      const userId = ids[i]
      for (const [j, at] of mealTimes(i, now).entries()) {
        // a different shop for each of a person's meals: one free meal per shop and day
        const deal = deals[(i + j) % deals.length]
        const grabbed = new Date(at.getTime() - 2 * HOUR_MS)
        const day = shanghaiDay(grabbed)
        const [order] = await tx.insert(freeMealOrders).values({
          orderNo: newOrderNo('FM', day), userId, shopId: deal.shopId, dealId: deal.id, day,
          window: shanghaiMoment(grabbed).time < '14:00:00' ? 'am' : 'pm', status: 'approved',
          orderPriceFen: deal.orderPriceFen, rebateFen: deal.rebateFen, minOrderFen: deal.minOrderFen,
          platformOrderNo: `${day.replaceAll('-', '')}${String(i * 10 + j).padStart(8, '0')}`,
          expiresAt: new Date(grabbed.getTime() + 30 * 60_000), proofAt: new Date(grabbed.getTime() + 20 * 60_000),
          reviewedAt: at, createdAt: grabbed,
        }).returning({ id: freeMealOrders.id, orderNo: freeMealOrders.orderNo })
        await countSlot(tx, deal.id, day)
        await credit(tx, {
          userId, kind: 'free_meal_rebate', amountFen: deal.rebateFen, refType: 'free_meal_order', refId: order.id, note: `霸王餐返利 ${order.orderNo}`, at,
        })
        await earn(tx, { type: CAUSE_TYPES.freeMeal, id: order.id, memberId: userId, baseFen: deal.rebateFen, at })
      }
    }
    await seedDemoFeedback(tx, ids[0], now)
    return true
  })
  // those past their frozen period credited now, as the scheduler would
  if (seeded) await releaseDue(db, now)
  return seeded
}
