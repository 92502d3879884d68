import { calls, NoBody, returns } from './contract'

// Social-post copy for promotion (challenge/media_promotion): Xiaohongshu posts.

export interface MarketingXhsPost {
  id: number
  title: string
  content: string
  images: string[]
  tags: string[]
}

export type MarketingXhsResult = MarketingXhsPost[]

// Served by the seeding module (server/src/modules/seeding): operator content, seeded.
export const marketing = calls({
  getMarketingXhs: {
    path: '/api/marketing/getMarketingXhs',
    doc: 'Xiaohongshu post copy for promotion, in the operators\' order.',
    auth: 'optional',
    body: NoBody,
    result: returns<MarketingXhsResult>(),
  },
})
