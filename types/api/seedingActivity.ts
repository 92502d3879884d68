import { Type } from '@sinclair/typebox'
import { calls, Id, returns, type CallBody } from './contract'
import type { Yuan } from './envelope'

// Seeding (promotion) activity: apply, post the copy, submit link and screenshots.

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

export interface SeedingStatusResult {
  status: SeedingStatus
}

/** Screenshots a seeding submission takes at most. */
export const MAX_SEEDING_IMAGES = 9

// Not built on the server yet: every seeding call is declared pending (app.ts answers it).
export const seedingActivity = calls({
  getSeeding: {
    path: '/api/seedingActivity/getSeeding',
    doc: "the current activity and the user's part in it.",
    auth: 'required',
    pending: true,
    body: Type.Object({ user_id: Id }),
    result: returns<SeedingActivity>(),
  },
  apply: {
    path: '/api/seedingActivity/apply',
    doc: 'joins the activity.',
    auth: 'required',
    pending: true,
    body: Type.Object({ user_id: Id }),
    result: returns<SeedingStatusResult>(),
  },
  submit: {
    path: '/api/seedingActivity/submit',
    doc: "submits the post's link on the social platform and its screenshots (uploaded first through placeUpload) for review.",
    auth: 'required',
    pending: true,
    body: Type.Object({
      user_id: Id,
      link: Type.String({ minLength: 8, maxLength: 2000, pattern: '^https?://\\S+$' }),
      images: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: MAX_SEEDING_IMAGES }),
    }),
    result: returns<SeedingStatusResult>(),
  },
})

export type SeedingUserRequest = CallBody<typeof seedingActivity.getSeeding>
export type SeedingSubmitRequest = CallBody<typeof seedingActivity.submit>
