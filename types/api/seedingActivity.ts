import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, Nullable, OneOf, TimeText, YuanText, type CallBody } from './contract'
import { REWARD_KINDS } from './challenge'

// Seeding (种草 promotion) activity (docs/rules.md "Seeding activity"): apply, post the copy,
// submit the post's link and screenshots, an operator reviews; the reward once on approval.

export const SEEDING_STATUSES = ['none', 'applied', 'submitted', 'approved', 'rejected'] as const
export type SeedingStatus = typeof SEEDING_STATUSES[number]

export const SeedingActivitySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** The copy to post. */
  content: Type.String(),
  images: Type.Array(Type.String()),
  /** Rules text. */
  rule: Type.String(),
  /** gold: reward_gold coins; cash: reward_cash yuan to the wallet. */
  reward_kind: OneOf(REWARD_KINDS),
  reward_gold: Type.Integer(),
  reward_cash: YuanText,
  start_time: TimeText,
  end_time: TimeText,
  /** The platform to post on, by name (小红书), and the link hosts it accepts (subdomains too). */
  platform: Type.String(),
  allowed_hosts: Type.Array(Type.String()),
  /** The server's clock, to tell whether the window is open. */
  server_time: TimeText,
  /** The user's part in it. */
  status: OneOf(SEEDING_STATUSES),
  link: Nullable(Type.String()),
  submitted_images: Type.Array(Type.String()),
  reject_reason: Nullable(Type.String()),
  review_time: Nullable(TimeText),
})
export type SeedingActivity = Static<typeof SeedingActivitySchema>

export const SeedingStatusResultSchema = Type.Object({ status: OneOf(SEEDING_STATUSES) })
export type SeedingStatusResult = Static<typeof SeedingStatusResultSchema>

/** Screenshots a seeding submission takes at most. */
export const MAX_SEEDING_IMAGES = 9

export const seedingActivity = calls({
  getSeeding: {
    path: '/api/seedingActivity/getSeeding',
    doc: "the current activity (live, else the last one ended within 30 days) and the user's part in it; null when there is none. user_id must be the caller's.",
    auth: 'required',
    body: Type.Object({ user_id: Id }),
    result: Nullable(SeedingActivitySchema),
  },
  apply: {
    path: '/api/seedingActivity/apply',
    doc: 'joins the current activity, once (again: the same answer). user_id must be the caller\'s.',
    auth: 'required',
    body: Type.Object({ user_id: Id }),
    result: SeedingStatusResultSchema,
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
    result: SeedingStatusResultSchema,
  },
})

export type SeedingUserRequest = CallBody<typeof seedingActivity.getSeeding>
export type SeedingSubmitRequest = CallBody<typeof seedingActivity.submit>
