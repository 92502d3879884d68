import { CODE_LENGTH } from '@/constants'

// Validation rules of docs/product.md (Validation) (and the password length of docs/rules.md).

/** 11 digits: 1, then 2-9, then 9 more digits. */
export function isMobile(value: string): boolean {
  return /^1[2-9]\d{9}$/.test(value)
}

/** A verification code: exactly `length` digits (6 by default). */
export function isCode(value: string, length: number = CODE_LENGTH): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value)
}

/** A non-negative amount with at most two decimals: '0', '12', '12.5', '12.50'. */
export function isAmount(value: string): boolean {
  return /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(value)
}

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 64

export function isPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX
}

/** The payment password: 6 digits. */
export function isPayPassword(value: string): boolean {
  return /^\d{6}$/.test(value)
}

/** New passwords travel twice (first/second, cash/re_cash); both must be equal and valid. */
export function passwordsMatch(first: string, second: string): boolean {
  return first.length > 0 && first === second
}
