import { Type, type Static } from '@sinclair/typebox'
import { calls, NoBody } from './contract'

// Social-post copy for promotion (challenge/media_promotion): Xiaohongshu posts.

export const MarketingXhsPostSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  images: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
})
export type MarketingXhsPost = Static<typeof MarketingXhsPostSchema>

export const MarketingXhsResultSchema = Type.Array(MarketingXhsPostSchema)
export type MarketingXhsResult = Static<typeof MarketingXhsResultSchema>

// Served by the seeding module (server/src/modules/seeding): operator content, seeded.
export const marketing = calls({
  getMarketingXhs: {
    path: '/api/marketing/getMarketingXhs',
    doc: 'Xiaohongshu post copy for promotion, in the operators\' order.',
    auth: 'optional',
    body: NoBody,
    result: MarketingXhsResultSchema,
  },
})
