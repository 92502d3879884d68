import { displayYuan, fenToYuan, ruleYuan, yuanToFen } from '@/utils/money'

describe('money in integer fen', () => {
  it('converts yuan strings to fen exactly', () => {
    expect(yuanToFen('12.5')).toBe(1250)
    expect(yuanToFen('0.1')).toBe(10)
    expect(yuanToFen('0.29')).toBe(29)
    expect(yuanToFen('500')).toBe(50000)
    expect(yuanToFen(19.99)).toBe(1999)
  })

  it('refuses anything that is not an amount with at most 2 decimals', () => {
    for (const bad of ['1.234', '-1', 'abc', '', '1e2']) expect(() => yuanToFen(bad)).toThrow(RangeError)
  })

  it('formats fen as yuan with two decimals', () => {
    expect(fenToYuan(1250)).toBe('12.50')
    expect(fenToYuan(5)).toBe('0.05')
    expect(fenToYuan(0)).toBe('0.00')
    expect(fenToYuan(-199)).toBe('-1.99')
    expect(() => fenToYuan(1.5)).toThrow(RangeError)
  })

  it('writes every amount shown as yuan with two decimals, read exactly', () => {
    expect(displayYuan('9.9')).toBe('9.90')
    expect(displayYuan('12.50')).toBe('12.50')
    expect(displayYuan('12')).toBe('12.00')
    expect(displayYuan(0)).toBe('0.00')
    expect(displayYuan(19.99)).toBe('19.99')
    expect(displayYuan('-5')).toBe('-5.00')
    expect(displayYuan(undefined)).toBe('0.00')
    expect(displayYuan('abc')).toBe('0.00')
    expect(displayYuan('1.234')).toBe('0.00')
    expect(displayYuan(null, '')).toBe('')
  })

  it('writes the figures of a rule phrase as the server writes a deal tag (满35返25), without trailing zeros', () => {
    expect(ruleYuan('30.00')).toBe('30')
    expect(ruleYuan('9.90')).toBe('9.9')
    expect(ruleYuan('0.05')).toBe('0.05')
    expect(ruleYuan('100')).toBe('100')
    expect(ruleYuan('0.00')).toBe('0')
    expect(ruleYuan(undefined)).toBe('0')
    expect(ruleYuan('abc', '')).toBe('')
  })
})
