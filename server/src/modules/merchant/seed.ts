import { sql } from 'drizzle-orm'
import type { Tx } from '../ledger/book'
import { cooperateApplications, settleInApplications } from '../../db/schema'
import { statusOf } from './service'

// The demo queue of merchant onboarding (docs/rules.md "Merchant onboarding"): two settle-in
// applications sent logged out (one new, one already contacted) and a cooperation enquiry, for
// `npm run ops -- merchant-applications` to show; seeded into empty tables.

/** Inserts the demo applications when there are none; answers how many were inserted. */
export async function seedMerchantApplications(tx: Tx): Promise<number> {
  const [{ n }] = await tx.select({ n: sql<number>`count(*)` }).from(settleInApplications)
  if (Number(n) > 0) return 0
  const settle = await tx.insert(settleInApplications).values([
    { shopName: '老凯里酸汤粉', contactName: '杨女士', tel: '13985010001', city: '贵阳市', address: '云岩区中华北路 120 号', category: '快餐', remark: '想参加午市霸王餐' },
    { shopName: '遵义豆花面（新蒲店）', contactName: '罗先生', tel: '13985010002', city: '遵义市', address: '新蒲新区新蒲大道 8 号', category: '快餐', status: statusOf('contacted') },
  ]).returning({ id: settleInApplications.id })
  const enquiries = await tx.insert(cooperateApplications).values([
    { name: '陈经理', tel: '13985010003', company: '黔货优选供应链', content: '为平台商家提供食材集采，想了解合作方式。' },
  ]).returning({ id: cooperateApplications.id })
  return settle.length + enquiries.length
}
