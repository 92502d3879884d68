import type { FreeMealOrder, FreeMealOrderStatus } from '@api-types/order'
import type { ChipTone } from '@/components/OrderCardHead'
import type { UploadItem } from '@/components/Uploader'
import { parseShanghai } from '@/hooks/useServerNow'

// How a free-meal order reads at a moment (pure, tested alone): its chip, colour, actions and
// countdown; and the checks on a proof before it is sent.

export type OrderTone = ChipTone

/** What the card or page offers for an order. */
export type OrderAction = 'upload' | 'cancel' | 'reviewing' | 'rebated' | 'reason' | 'regrab'

export type OrderChip = `order.status.${FreeMealOrderStatus}` | 'order.status.timeout'

export interface OrderView {
  chip: OrderChip
  tone: OrderTone
  actions: OrderAction[]
  /** Epoch ms the reservation ends, while it is still running; null otherwise. */
  countdownTo: number | null
  /** A reserved order whose 30 minutes have run out (the server marks it expired on its next look). */
  timedOut: boolean
}

const TONES: Record<FreeMealOrderStatus, OrderTone> = {
  reserved: 'orange',
  uploaded: 'blue',
  approved: 'green',
  rejected: 'red',
  expired: 'grey',
  cancelled: 'grey',
}

/** `now`: epoch ms of the server's clock (see useServerNow). */
export function orderView(order: Pick<FreeMealOrder, 'status' | 'expires_at'>, now: number): OrderView {
  switch (order.status) {
    case 'reserved': {
      const end = parseShanghai(order.expires_at)
      if (!Number.isNaN(end) && end <= now) {
        return { chip: 'order.status.timeout', tone: 'grey', actions: ['regrab'], countdownTo: null, timedOut: true }
      }
      return { chip: 'order.status.reserved', tone: 'orange', actions: ['upload', 'cancel'], countdownTo: Number.isNaN(end) ? null : end, timedOut: false }
    }
    case 'uploaded':
      return { chip: 'order.status.uploaded', tone: TONES.uploaded, actions: ['reviewing'], countdownTo: null, timedOut: false }
    case 'approved':
      return { chip: 'order.status.approved', tone: TONES.approved, actions: ['rebated'], countdownTo: null, timedOut: false }
    case 'rejected':
      return { chip: 'order.status.rejected', tone: TONES.rejected, actions: ['reason'], countdownTo: null, timedOut: false }
    default:
      return { chip: `order.status.${order.status}`, tone: TONES[order.status] ?? 'grey', actions: ['regrab'], countdownTo: null, timedOut: false }
  }
}

/** The order id of a page query (voucher?id=, meituan-webview?id=), or null when it is not a positive integer. */
export function orderIdOf(raw: string | undefined): number | null {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** The takeaway platforms' order numbers: 4-40 letters, digits or '-'. */
export const PLATFORM_ORDER_NO = /^[A-Za-z0-9-]{4,40}$/
export const PROOF_IMAGES_MAX = 9

export type ProofErrorKey =
  | 'voucher.orderNoRequired'
  | 'voucher.orderNoInvalid'
  | 'voucher.imagesUploading'
  | 'voucher.imagesFailed'
  | 'voucher.imagesRequired'
  | 'voucher.imagesTooMany'

export interface ProofInput {
  orderNo: string
  images: UploadItem[]
}

/** Why the proof cannot be sent yet (a message key), or null when it can. */
export function proofError({ orderNo, images }: ProofInput): ProofErrorKey | null {
  const no = orderNo.trim()
  if (!no) return 'voucher.orderNoRequired'
  if (!PLATFORM_ORDER_NO.test(no)) return 'voucher.orderNoInvalid'
  if (images.some((i) => i.status === 'uploading')) return 'voucher.imagesUploading'
  if (images.some((i) => i.status === 'failed')) return 'voucher.imagesFailed'
  const done = images.filter((i) => i.status === 'success' && i.url)
  if (done.length === 0) return 'voucher.imagesRequired'
  if (done.length > PROOF_IMAGES_MAX) return 'voucher.imagesTooMany'
  return null
}

/** The stored URLs of the uploaded screenshots, in order. */
export function proofImages(images: UploadItem[]): string[] {
  return images.filter((i) => i.status === 'success' && i.url).map((i) => i.url as string)
}

