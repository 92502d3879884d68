import type { CommonCooperateRequest, CommonSettleInRequest } from '@api-types/common'
import type { UploadItem } from '@/components/Uploader'
import { isMobile } from '@/utils/validation'

// The two forms' checks, in the limits types/api/common.ts declares (the server checks them again):
// each field's first problem as a message key, shown under the field and toasted.

export const SHOP_NAME_MAX = 50
export const CONTACT_MAX = 20
export const REMARK_MAX = 500
export const COMPANY_MAX = 50
export const CONTENT_MAX = 1000
/** Licence or shop-front photos. */
export const LICENCE_MAX = 3

export interface ApplyForm {
  shop_name: string
  contact_name: string
  tel: string
  category: string
  city: string
  address: string
  remark: string
  images: UploadItem[]
}

export const EMPTY_APPLY: ApplyForm = { shop_name: '', contact_name: '', tel: '', category: '', city: '', address: '', remark: '', images: [] }

export type ApplyField = 'shop_name' | 'contact_name' | 'tel' | 'category' | 'address' | 'images'
/** A field's problem: one of the forms' message keys (merchant.messages.ts). */
export type ProblemKey =
  | 'mc.err.shopName' | 'mc.err.contactName' | 'mc.err.tel' | 'mc.err.category' | 'mc.err.address' | 'mc.err.uploading'
  | 'mc.err.name' | 'mc.err.content'
export type Problems<F extends string> = Partial<Record<F, ProblemKey>>

const filled = (value: string, max: number) => value.trim().length > 0 && [...value.trim()].length <= max

/** The settle-in form's problems by field (message keys); empty when it can be sent. */
export function applyProblems(form: ApplyForm): Problems<ApplyField> {
  const problems: Problems<ApplyField> = {}
  if (!filled(form.shop_name, SHOP_NAME_MAX)) problems.shop_name = 'mc.err.shopName'
  if (!filled(form.contact_name, CONTACT_MAX)) problems.contact_name = 'mc.err.contactName'
  if (!isMobile(form.tel.trim())) problems.tel = 'mc.err.tel'
  if (!form.category) problems.category = 'mc.err.category'
  if (!form.city || !form.address) problems.address = 'mc.err.address'
  if (form.images.some((item) => item.status !== 'success')) problems.images = 'mc.err.uploading'
  return problems
}

/** What common/settleIn is sent (a form without problems). */
export function settleInBody(form: ApplyForm): CommonSettleInRequest {
  const images = form.images.map((item) => item.url).filter((url): url is string => !!url)
  return {
    shop_name: form.shop_name.trim(), contact_name: form.contact_name.trim(), tel: form.tel.trim(), city: form.city, address: form.address,
    category: form.category, ...(images.length ? { images } : {}), ...(form.remark.trim() ? { remark: form.remark.trim() } : {}),
  }
}

export type CallForm = { name: string; tel: string; company: string; content: string }
export const EMPTY_CALL: CallForm = { name: '', tel: '', company: '', content: '' }
export type CallField = 'name' | 'tel' | 'content'

/** The cooperation form's problems by field (message keys). */
export function callProblems(form: CallForm): Problems<CallField> {
  const problems: Problems<CallField> = {}
  if (!filled(form.name, CONTACT_MAX)) problems.name = 'mc.err.name'
  if (!isMobile(form.tel.trim())) problems.tel = 'mc.err.tel'
  if (!filled(form.content, CONTENT_MAX)) problems.content = 'mc.err.content'
  return problems
}

export function cooperateBody(form: CallForm): CommonCooperateRequest {
  return { name: form.name.trim(), tel: form.tel.trim(), content: form.content.trim(), ...(form.company.trim() ? { company: form.company.trim() } : {}) }
}

/** The first problem of a form, in the order of its fields, or null. */
export const firstProblem = <F extends string>(problems: Problems<F>, order: readonly F[]): ProblemKey | null =>
  order.map((field) => problems[field]).find((key): key is ProblemKey => !!key) ?? null
