import { isAmount, isCode, isMobile, isPassword, isPayPassword, passwordsMatch } from '@/utils/validation'

describe('validation (docs/product.md: Validation)', () => {
  it.each(['13800138000', '12000000000', '19999999999'])('%s is a mobile number', (v) => expect(isMobile(v)).toBe(true))
  it.each(['11800138000', '10800138000', '1380013800', '138001380001', '23800138000', '1380013800a', ''])(
    '%s is not a mobile number', (v) => expect(isMobile(v)).toBe(false))

  it('a code is 6 digits by default, or the given length', () => {
    expect(isCode('123456')).toBe(true)
    expect(isCode('12345')).toBe(false)
    expect(isCode('1234567')).toBe(false)
    expect(isCode('12345a')).toBe(false)
    expect(isCode('1234', 4)).toBe(true)
  })

  it.each(['0', '1', '12.5', '12.50', '0.01', '500.00'])('%s is an amount', (v) => expect(isAmount(v)).toBe(true))
  it.each(['12.555', '-1', '01', '1.', '.5', 'abc', '', '1e3'])('%s is not an amount', (v) => expect(isAmount(v)).toBe(false))

  it('passwords are 8 to 64 characters and travel twice, equal', () => {
    expect(isPassword('1234567')).toBe(false)
    expect(isPassword('12345678')).toBe(true)
    expect(isPassword('x'.repeat(64))).toBe(true)
    expect(isPassword('x'.repeat(65))).toBe(false)
    expect(passwordsMatch('abcdefgh', 'abcdefgh')).toBe(true)
    expect(passwordsMatch('abcdefgh', 'abcdefgi')).toBe(false)
    expect(passwordsMatch('', '')).toBe(false)
  })

  it('the payment password is 6 digits', () => {
    expect(isPayPassword('123456')).toBe(true)
    expect(isPayPassword('12345')).toBe(false)
    expect(isPayPassword('12345a')).toBe(false)
  })
})
