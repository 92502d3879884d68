import { sql } from 'drizzle-orm'
import type { Tx } from '../ledger/book'
import { marketingPosts, seedingActivities } from '../../db/schema'

// The demo seeding activity and Xiaohongshu posts (docs/rules.md "Seeding activity"), each seeded
// into an empty table. The images are the app's demo banners (server/public/banners).

const YEAR_MS = 365 * 86_400_000

const ACTIVITY = {
  title: '小红书种草领 500 金币',
  content: [
    '挖到一个吃霸王餐的宝藏小程序「饭贝」🍜',
    '美团、饿了么下单后上传截图，餐费返到钱包，能直接提现！',
    '每天签到还能领金币换券，已经白吃好几顿了～',
    '#霸王餐 #省钱攻略 #外卖 #饭贝',
  ].join('\n'),
  images: ['/banners/kingeat.jpg', '/banners/fuli.jpg', '/banners/signin.jpg'],
  rule: [
    '1. 先报名，再把上面的文案和图片发布到小红书（可按自己的体验修改，需保留 #饭贝 话题）；',
    '2. 笔记公开发布并保留至少 7 天，提交笔记链接和 1-9 张截图（含笔记页面）；',
    '3. 审核通过后发放 500 金币，每人限一次；未通过可按原因修改后重新提交；',
    '4. 活动结束后不再接受提交；抄袭、刷量等作弊行为不予通过。',
  ].join('\n'),
  rewardKind: 'gold',
  rewardAmount: 500,
  platform: '小红书',
  allowedHosts: ['xiaohongshu.com', 'xhslink.com'],
}

const POSTS = [
  {
    title: '打工人午饭自由的秘密', sort: 1, images: ['/banners/kingeat.jpg'], tags: ['霸王餐', '省钱', '打工人午餐'],
    content: '每天中午点外卖都心疼钱包？用「饭贝」抢霸王餐名额，下单后传个截图，餐费就返回来了，这周已经省了 60+ 🙌',
  },
  {
    title: '学生党外卖省钱攻略', sort: 2, images: ['/banners/fuli.jpg'], tags: ['学生党', '外卖', '省钱攻略'],
    content: '宿舍点外卖必看！「饭贝」里每天都有霸王餐和外卖券，签到领金币还能换红包，月底不再吃土 🍱',
  },
  {
    title: '周末和朋友一起白吃', sort: 3, images: ['/banners/signin.jpg', '/banners/member.jpg'], tags: ['周末去哪吃', '霸王餐', '饭贝'],
    content: '拉上朋友一起用「饭贝」，邀请好友还有佣金，周末聚餐也能返现，快来试试吧～',
  },
]

/** Inserts the demo activity (running from a day before `now` to a year after) and the posts, each into an empty table. */
export async function seedSeeding(tx: Tx, now: Date): Promise<number> {
  let inserted = 0
  const [{ activities }] = await tx.select({ activities: sql<number>`count(*)` }).from(seedingActivities)
  if (Number(activities) === 0) {
    await tx.insert(seedingActivities).values({ ...ACTIVITY, startTime: new Date(now.getTime() - 86_400_000), endTime: new Date(now.getTime() + YEAR_MS) })
    inserted++
  }
  const [{ posts }] = await tx.select({ posts: sql<number>`count(*)` }).from(marketingPosts)
  if (Number(posts) === 0) inserted += (await tx.insert(marketingPosts).values(POSTS).returning({ id: marketingPosts.id })).length
  return inserted
}
