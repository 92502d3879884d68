import { Type } from '@sinclair/typebox'
import { calls, Id, returns, type CallBody } from './contract'
import type { Yuan } from './envelope'
import type { RewardKind } from './challenge'

// Seeding (种草 promotion) activity (docs/rules.md "Seeding activity"): apply, post the copy,
// submit the post's link and screenshots, an operator reviews; the reward once on approval.

export const SEEDING_STATUSES = ['none', 'applied', 'submitted', 'approved', 'rejected'] as const
export type SeedingStatus = typeof SEEDING_STATUSES[number]

export interface SeedingActivity {
  id: number
  title: string
  /** The copy to post. */
  content: string
  images: string[]
  /** Rules text. */
  rule: string
  /** gold: reward_gold coins; cash: reward_cash yuan to the wallet. */
  reward_kind: RewardKind
  reward_gold: number
  reward_cash: Yuan
  start_time: string
  end_time: string
  /** The platform to post on, by name (小红书), and the link hosts it accepts (subdomains too). */
  platform: string
  allowed_hosts: string[]
  /** The server's clock, to tell whether the window is open. */
  server_time: string
  /** The user's part in it. */
  status: SeedingStatus
  link: string | null
  submitted_images: string[]
  reject_reason: string | null
  review_time: string | null
}

export interface SeedingStatusResult {
  status: SeedingStatus
}

/** Screenshots a seeding submission takes at most. */
export const MAX_SEEDING_IMAGES = 9

export const seedingActivity = calls({
  getSeeding: {
    path: '/api/seedingActivity/getSeeding',
    doc: "the current activity (live, else the last one ended within 30 days) and the user's part in it; null when there is none. user_id must be the caller's.",
    auth: 'required',
    body: Type.Object({ user_id: Id }),
    result: returns<SeedingActivity | null>(),
  },
  apply: {
    path: '/api/seedingActivity/apply',
    doc: 'joins the current activity, once (again: the same answer). user_id must be the caller\'s.',
    auth: 'required',
    body: Type.Object({ user_id: Id }),
    result: returns<SeedingStatusResult>(),
  },
  submit: {
    path: '/api/seedingActivity/submit',
    doc: "submits the post's link on the activity's platform and 1-9 of the user's own screenshots (uploaded first through placeUpload, purpose seeding) for review; when applied or refused, inside the window.",
    auth: 'required',
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
