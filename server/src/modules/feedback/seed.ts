import { desc, eq } from 'drizzle-orm'
import { feedbackReplies, feedbacks, freeMealOrders } from '../../db/schema'
import type { Tx } from '../ledger/book'

// The demo feedback of the development setup's demo user (db/seedUsers.ts seeds it with them): one
// about their latest free meal, answered and not yet read, and one suggestion still waiting, so
// 意见反馈 shows both states from the first start.

const HOUR_MS = 3_600_000

export async function seedDemoFeedback(tx: Tx, userId: number, now: Date): Promise<void> {
  const [meal] = await tx.select({ id: freeMealOrders.id }).from(freeMealOrders)
    .where(eq(freeMealOrders.userId, userId)).orderBy(desc(freeMealOrders.id)).limit(1)
  const asked = new Date(now.getTime() - 26 * HOUR_MS)
  const answered = new Date(now.getTime() - 20 * HOUR_MS)
  const [about] = await tx.insert(feedbacks).values({
    userId, type: 'rebate', content: '霸王餐订单审核通过了，但返利还没到账，麻烦帮忙看一下。', contact: '微信 xiaolin_fb',
    orderKind: meal ? 'free_meal' : null, orderId: meal?.id ?? null, status: 'replied', unread: true, createdAt: asked, updatedAt: answered,
  }).returning({ id: feedbacks.id })
  await tx.insert(feedbackReplies).values({
    feedbackId: about.id, author: '客服小饭', content: '您好，返利已于审核通过时计入钱包收益，可在“我的钱包-收益明细”中查看。如仍有疑问请继续反馈。', createdAt: answered,
  })
  const suggested = new Date(now.getTime() - 2 * HOUR_MS)
  await tx.insert(feedbacks).values({
    userId, type: 'suggestion', content: '希望霸王餐列表可以按返利金额排序，方便找到返利高的店。', status: 'waiting', createdAt: suggested, updatedAt: suggested,
  })
}
