// Social-post copy for promotion (challenge/media_promotion): Xiaohongshu posts.

export interface MarketingXhsPost {
  id: number
  title: string
  content: string
  images: string[]
  tags: string[]
}

export type MarketingXhsResult = MarketingXhsPost[]
