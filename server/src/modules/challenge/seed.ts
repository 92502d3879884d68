import { sql } from 'drizzle-orm'
import type { Tx } from '../ledger/book'
import { challenges } from '../../db/schema'
import { parseShanghaiTime } from '../../lib'

// The demo challenges (docs/rules.md "Challenges"): two live ones, seeded into an empty table.

const DEMO = [
  {
    title: '7天内完成5单霸王餐', description: '参与后 7 天内完成 5 单霸王餐，奖励 5 元现金，直接进入钱包。',
    goal: 5, durationDays: 7, entryGold: 100, rewardKind: 'cash', rewardAmount: 500, sort: 1,
  },
  {
    title: '3天完成2单霸王餐', description: '免费参与，3 天内完成 2 单霸王餐即得 200 金币。',
    goal: 2, durationDays: 3, entryGold: 0, rewardKind: 'gold', rewardAmount: 200, sort: 2,
  },
] as const

/** Inserts the demo challenges when there are none; answers how many were inserted. */
export async function seedChallenges(tx: Tx): Promise<number> {
  const [{ n }] = await tx.select({ n: sql<number>`count(*)` }).from(challenges)
  if (Number(n) > 0) return 0
  const joinUntil = parseShanghaiTime('2030-12-31 23:59:59')
  return (await tx.insert(challenges).values(DEMO.map((c) => ({ ...c, joinUntil }))).returning({ id: challenges.id })).length
}
