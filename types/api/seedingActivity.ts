import type { Yuan } from './envelope'

// Seeding (promotion) activity: apply, post the copy, submit link and screenshots.

export interface SeedingUserRequest {
  user_id: number
}

export type SeedingStatus = 'none' | 'applied' | 'submitted' | 'approved' | 'rejected'

export interface SeedingActivity {
  id: number
  title: string
  /** The copy to post. */
  content: string
  images: string[]
  /** Rules text. */
  rule: string
  reward: Yuan
  start_time: string
  end_time: string
  /** The user's part in it. */
  status: SeedingStatus
  link: string | null
  submitted_images: string[]
  reject_reason: string | null
}

export interface SeedingSubmitRequest {
  user_id: number
  /** The post's link on the social platform. */
  link: string
  /** Screenshots uploaded first through /api/user/placeUpload. */
  images: string[]
}

export interface SeedingStatusResult {
  status: SeedingStatus
}
