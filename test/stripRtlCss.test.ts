import { stripRtlRules } from '../config/strip-rtl-css'

// The mini-program build drops NutUI's right-to-left rules (config/strip-rtl-css.ts).

describe('stripRtlRules', () => {
  it('removes rules whose selectors are all right-to-left, keeps the rest', () => {
    const css = [
      '.nut-rtl .nut-indicator-dot-0,[dir=rtl] .nut-indicator-dot-0{margin-left:0}',
      '.nut-swiper-indicator{left:50%}',
      '.nut-rtl .a,[dir="rtl"] .a,.b{right:0}',
      '@media (min-width:1px){[dir=rtl] .c{left:auto}}',
      '.nut-rtl-like{color:red}',
    ].join('')
    expect(stripRtlRules(css)).toBe('.nut-swiper-indicator{left:50%}.b{right:0}.nut-rtl-like{color:red}')
  })

  it('leaves CSS without such rules as it was', () => {
    const css = '.nut-button{color:#fff}\n.x .y{margin:0 4px}'
    expect(stripRtlRules(css)).toBe(css)
  })
})
