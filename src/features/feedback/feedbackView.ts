import { FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN, MAX_FEEDBACK_IMAGES, type FeedbackOrderKind } from '@api-types/userFeedback'
import type { UploadItem } from '@/components/Uploader'

// What 意见反馈 checks before sending (the server checks the same, docs/rules.md "Feedback") and
// the order chosen on 选择订单, which that page hands back to the form.

export type FeedbackProblem =
  | 'fb.typeRequired' | 'fb.contentShort' | 'fb.contentLong' | 'fb.imagesUploading' | 'fb.imagesFailed' | 'fb.imagesTooMany'

/** The order a feedback is about, as 选择订单 picked it (its summary for the form's row). */
export interface ChosenOrder {
  kind: FeedbackOrderKind
  id: number
  title: string
  order_no: string
}

export interface FeedbackForm {
  type: string | null
  content: string
  images: UploadItem[]
}

/** The text's length as the server counts it: characters of the trimmed text. */
export const contentLength = (content: string): number => [...content.trim()].length

/** Why the form cannot be sent yet (a message key), or null. */
export function feedbackProblem({ type, content, images }: FeedbackForm): FeedbackProblem | null {
  if (!type) return 'fb.typeRequired'
  const length = contentLength(content)
  if (length < FEEDBACK_CONTENT_MIN) return 'fb.contentShort'
  if (length > FEEDBACK_CONTENT_MAX) return 'fb.contentLong'
  if (images.some((i) => i.status === 'uploading')) return 'fb.imagesUploading'
  if (images.some((i) => i.status === 'failed')) return 'fb.imagesFailed'
  if (images.length > MAX_FEEDBACK_IMAGES) return 'fb.imagesTooMany'
  return null
}

/** The stored URLs of the uploaded screenshots, in order. */
export const uploadedUrls = (images: UploadItem[]): string[] => images.filter((i) => i.status === 'success' && i.url).map((i) => i.url as string)
