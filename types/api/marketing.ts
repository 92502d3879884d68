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

// Not built on the server yet: declared pending (app.ts answers it).
export const marketing = calls({
  getMarketingXhs: {
    path: '/api/marketing/getMarketingXhs',
    doc: 'Xiaohongshu post copy for promotion.',
    auth: 'optional',
    pending: true,
    body: NoBody,
    result: returns<MarketingXhsResult>(),
  },
})
