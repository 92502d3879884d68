import type { SeedingActivity, SeedingStatus } from '@api-types/seedingActivity'
import { MAX_SEEDING_IMAGES } from '@api-types/seedingActivity'
import type { UploadItem } from '@/components/Uploader'
import type { Translate } from '@/i18n'
import { parseShanghai } from '@/hooks/useServerNow'
import { displayYuan } from '@/utils/money'
import type messages from './seeding.messages'

// The seeding page's view logic (docs/rules.md "Seeding activity"), pure: the reward's text, the
// activity's phase on the server's clock, what the user may do in each state, and the submit
// form's checks (the server checks the same again).

type T = Translate<keyof typeof messages.en>

/** The one presenter of a seeding reward: '500 金币', '¥5.00'. */
export const rewardText = (t: T, a: Pick<SeedingActivity, 'reward_kind' | 'reward_gold' | 'reward_cash'>): string =>
  a.reward_kind === 'gold' ? t('sd.rewardGold', { gold: a.reward_gold }) : t('sd.rewardCash', { amount: displayYuan(a.reward_cash) })

export type Phase = 'upcoming' | 'live' | 'ended'

/** Where the activity's window stands at `now` (ms, the server's clock). */
export function phaseOf(a: Pick<SeedingActivity, 'start_time' | 'end_time'>, now: number): Phase {
  if (now < parseShanghai(a.start_time)) return 'upcoming'
  return now < parseShanghai(a.end_time) ? 'live' : 'ended'
}

/** What the page offers: 报名 (none), the form (applied, or rejected to resubmit), or nothing. */
export function actionOf(status: SeedingStatus, phase: Phase): 'apply' | 'submit' | null {
  if (phase !== 'live') return null
  if (status === 'none') return 'apply'
  return status === 'applied' || status === 'rejected' ? 'submit' : null
}

/** Whether a link's host is one of the hosts or a subdomain of one, as the server checks it. */
export function hostAllowed(link: string, hosts: readonly string[]): boolean {
  const m = /^https?:\/\/([^/?#:@\s]+)(?::\d+)?(?:[/?#]\S*)?$/i.exec(link.trim())
  if (!m) return false
  const host = m[1].toLowerCase().replace(/\.$/, '')
  return hosts.some((h) => host === h || host.endsWith(`.${h}`))
}

export type SubmitErrorKey = 'sd.linkRequired' | 'sd.linkHost' | 'sd.imagesRequired' | 'sd.imagesUploading' | 'sd.imagesFailed' | 'sd.imagesTooMany'

/** The first problem of the form, or null. */
export function submitError(link: string, images: UploadItem[], hosts: readonly string[]): SubmitErrorKey | null {
  if (!link.trim()) return 'sd.linkRequired'
  if (!hostAllowed(link, hosts)) return 'sd.linkHost'
  if (images.some((i) => i.status === 'uploading')) return 'sd.imagesUploading'
  if (images.some((i) => i.status === 'failed')) return 'sd.imagesFailed'
  const done = uploadedUrls(images)
  if (done.length === 0) return 'sd.imagesRequired'
  return done.length > MAX_SEEDING_IMAGES ? 'sd.imagesTooMany' : null
}

/** The stored URLs of the uploaded screenshots, in order. */
export const uploadedUrls = (images: UploadItem[]): string[] => images.filter((i) => i.status === 'success' && i.url).map((i) => i.url as string)

/** A post's text to copy: its title, its content and its tags as #topics. */
export const postText = (p: { title: string; content: string; tags: string[] }): string =>
  [p.title, p.content, p.tags.map((tag) => `#${tag}`).join(' ')].filter(Boolean).join('\n')
