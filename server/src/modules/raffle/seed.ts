import { eq } from 'drizzle-orm'
import type { PrizeKind, RaffleStyle } from '@api-types/raffle'
import type { OpsRafflePrizeBody } from '@api-types/ops/raffle'
import { raffleActivities } from '../../db/schema'
import { formatTime } from '../../lib'
import type { Tx } from '../ledger/book'
import { listPrizesForOps, saveActivity, savePrize } from './admin'

// The demo raffles (docs/rules.md "Raffles"): one live activity per draw style, made through the
// operators' saves (admin.ts), so the seed obeys the same rules (one consolation prize each). Their
// images are drawn by scripts/draw-raffle-images.mjs (server/public/banners/raffle). Idempotent: an
// activity whose title exists is left as it is (operators change it, the seed never does).

const DAY_MS = 86_400_000
const IMG = '/banners/raffle'

type DemoPrize = { name: string; kind: PrizeKind; value?: number; weight: number; stock?: number; image: string; coupon?: { threshold: number; days: number; type: number } }
type DemoRaffle = { title: string; style: RaffleStyle; cost: number; daily: number; total: number; rules: string; prizes: DemoPrize[]; consolationWeight: number }

const gold = (n: number, weight: number): DemoPrize => ({ name: `${n}金币`, kind: 'gold', value: n, weight, image: `${IMG}/prize-gold.png` })
const cash = (fen: number, weight: number, stock: number): DemoPrize => ({ name: `${fen / 100}元现金`, kind: 'cash', value: fen, weight, stock, image: `${IMG}/prize-cash.png` })
const member = (days: number, weight: number, stock: number): DemoPrize => ({ name: `${days}天会员`, kind: 'membership_days', value: days, weight, stock, image: `${IMG}/prize-member.png` })
const coupon = (name: string, fen: number, threshold: number, weight: number, stock: number, type: number): DemoPrize =>
  ({ name, kind: 'coupon', value: fen, weight, stock, image: `${IMG}/prize-coupon.png`, coupon: { threshold, days: 7, type } })
const goods = (name: string, image: string, weight: number, stock: number): DemoPrize => ({ name, kind: 'goods', weight, stock, image: `${IMG}/prize-${image}.png` })

const rules = (cost: number, daily: number, total: number) => [
  `1. 每次抽奖消耗${cost}金币，每人每天最多${daily}次，活动期间最多${total}次。`,
  '2. 中奖概率见“概率公示”，由服务器按公示概率随机抽取；奖品抽完后抽中该奖品视为“谢谢参与”。',
  '3. 金币、现金、红包、会员奖品即时到账；实物奖品请在“我的奖品”中填写收货地址，我们将尽快发货。',
  '4. 以不正当手段参与活动的，饭贝有权取消其中奖资格。',
].join('\n')

/** Weights out of 10,000 (the odds in hundredths of a percent). Mostly small gold. */
export const DEMO_RAFFLES: DemoRaffle[] = [
  {
    title: '幸运大转盘', style: 'wheel', cost: 20, daily: 5, total: 50, rules: rules(20, 5, 50), consolationWeight: 3400,
    prizes: [gold(5, 3000), gold(10, 2200), gold(50, 1000), cash(100, 200, 500), coupon('满20减5红包', 500, 2000, 100, 300, 1), member(3, 90, 300), goods('蓝牙耳机', 'earbuds', 10, 5)],
  },
  {
    title: '九宫格抽奖', style: 'grid', cost: 10, daily: 10, total: 100, rules: rules(10, 10, 100), consolationWeight: 3000,
    prizes: [gold(2, 3500), gold(5, 2400), gold(20, 800), cash(50, 150, 1000), member(1, 140, 500), goods('饭贝帆布袋', 'bag', 10, 20)],
  },
  {
    title: '翻牌抽奖', style: 'flip', cost: 15, daily: 8, total: 80, rules: rules(15, 8, 80), consolationWeight: 3200,
    prizes: [gold(5, 3300), gold(15, 2300), gold(30, 900), cash(100, 150, 300), member(3, 100, 300), goods('饭贝保温杯', 'cup', 50, 10)],
  },
  {
    title: '砸金蛋', style: 'egg', cost: 30, daily: 5, total: 60, rules: rules(30, 5, 60), consolationWeight: 3000,
    prizes: [gold(10, 3000), gold(30, 2500), gold(100, 1000), cash(200, 200, 200), coupon('满30减10红包', 1000, 3000, 200, 200, 3), member(7, 90, 100), goods('蓝牙耳机', 'earbuds', 10, 3)],
  },
  {
    title: '刮刮乐', style: 'scratch', cost: 10, daily: 10, total: 100, rules: rules(10, 10, 100), consolationWeight: 3600,
    prizes: [gold(2, 3400), gold(8, 2200), gold(20, 600), cash(50, 100, 1000), member(1, 90, 500), goods('饭贝帆布袋', 'bag', 10, 20)],
  },
  {
    title: '幸运扭蛋', style: 'capsule', cost: 50, daily: 5, total: 50, rules: rules(50, 5, 50), consolationWeight: 2500,
    prizes: [gold(20, 3000), gold(50, 2600), gold(200, 1000), cash(500, 300, 100), coupon('满50减20红包', 2000, 5000, 300, 100, 4), member(7, 280, 100), goods('饭贝保温杯', 'cup', 20, 10)],
  },
]

/** Seeds the demo raffles missing by title, live from a year before `now` to two years after; answers how many it added. */
export async function seedRaffles(tx: Tx, now: Date): Promise<number> {
  let added = 0
  for (const demo of DEMO_RAFFLES) {
    const [seen] = await tx.select({ id: raffleActivities.id }).from(raffleActivities).where(eq(raffleActivities.title, demo.title)).limit(1)
    if (seen) continue
    const saved = await saveActivity(tx, {
      title: demo.title, style: demo.style, cover: `${IMG}/cover-${demo.style}.jpg`, cost_gold: demo.cost, daily_limit: demo.daily, total_limit: demo.total,
      start_time: formatTime(new Date(now.getTime() - 365 * DAY_MS))!, end_time: formatTime(new Date(now.getTime() + 2 * 365 * DAY_MS))!, rules: demo.rules,
    }, now)
    if (saved.outcome !== 'saved') throw new Error(`demo raffle ${demo.title}: ${JSON.stringify(saved)}`)
    const activityId = saved.activity.id
    for (const [i, p] of demo.prizes.entries()) {
      const body: OpsRafflePrizeBody = {
        activity_id: activityId, position: i + 1, name: p.name, kind: p.kind, value: p.value ?? 0, image: p.image, weight: p.weight, stock: p.stock ?? null,
        ...(p.coupon ? { threshold_fen: p.coupon.threshold, valid_days: p.coupon.days, coupon_type: p.coupon.type } : {}),
      }
      const r = await savePrize(tx, body, now)
      if (r.outcome !== 'saved') throw new Error(`demo raffle prize ${p.name}: ${JSON.stringify(r)}`)
    }
    // the consolation prize, made with the activity, gets its weight and picture
    const consolation = (await listPrizesForOps(tx, activityId)).find((p) => p.kind === 'none')!
    await savePrize(tx, { id: consolation.id, weight: demo.consolationWeight, image: `${IMG}/prize-thanks.png` }, now)
    added++
  }
  return added
}
