import { isCode, isMobile, isPassword, passwordsMatch } from '@/utils/validation'
import type messages from './login.messages'

// What the login screens check before calling the server; each answers the key of the first
// problem, or null when the input can be sent.

export type FormError = keyof (typeof messages)['en']

export function passwordLoginError(input: { tel: string; password: string; agreed: boolean }): FormError | null {
  if (!isMobile(input.tel)) return 'telInvalid'
  if (!input.password) return 'passwordRequired'
  if (!input.agreed) return 'agreeFirst'
  return null
}

/** Before an SMS code is requested: a phone number and the picture code (docs/product.md: Validation). */
export function sendCodeError(input: { tel: string; imageCode?: string; needsImageCode: boolean }): FormError | null {
  if (!isMobile(input.tel)) return 'telInvalid'
  if (input.needsImageCode && !input.imageCode?.trim()) return 'imageCodeRequired'
  return null
}

export function codeLoginError(input: { tel: string; code: string; agreed: boolean }): FormError | null {
  if (!isMobile(input.tel)) return 'telInvalid'
  if (!isCode(input.code)) return 'codeInvalid'
  if (!input.agreed) return 'agreeFirst'
  return null
}

export function resetPasswordError(input: { tel: string; code: string; first: string; second: string }): FormError | null {
  if (!isMobile(input.tel)) return 'telInvalid'
  if (!isCode(input.code)) return 'codeInvalid'
  if (!isPassword(input.first)) return 'passwordLength'
  if (!passwordsMatch(input.first, input.second)) return 'passwordMismatch'
  return null
}
