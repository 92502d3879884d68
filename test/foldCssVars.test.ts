import { foldCssVars } from '../config/fold-css-vars'

// The mini-program build folds NutUI's chains of CSS variables (config/fold-css-vars.ts).

describe('foldCssVars', () => {
  const theme = ':root,page{--nutui-gray-7:#171a26;--nutui-color-title:var(--nutui-gray-7);--nutui-color-primary:#ff0f23}'
  const app = 'page{--nutui-color-primary:#fc4d16}.login{--nutui-button-default-color:#07c160}'

  it('replaces undeclared variables by their fallbacks and root constants by their values', () => {
    const out = foldCssVars(
      {
        'app-origin.wxss': theme + app,
        'common.wxss':
          '.nut-grid-item{color:var(--nutui-grid-item-text-color,var(--nutui-color-title,#1a1a1a));margin:var(--nutui-grid-item-text-margin,16rpx) 0 0}' +
          '.nut-button{color:var(--nutui-button-default-color,var(--nutui-gray-7));background:var(--nutui-color-primary,#ff0f23)}',
      },
      [],
    )
    // the constants' declarations go; the variables the app sets again (or elsewhere) stay
    expect(out['app-origin.wxss']).toBe(':root,page{--nutui-color-primary:#ff0f23}page{--nutui-color-primary:#fc4d16}.login{--nutui-button-default-color:#07c160}')
    expect(out['common.wxss']).toBe(
      '.nut-grid-item{color:#171a26;margin:16rpx 0 0}.nut-button{color:var(--nutui-button-default-color,#171a26);background:var(--nutui-color-primary,#ff0f23)}',
    )
  })

  it('keeps a variable a script or template names', () => {
    const out = foldCssVars({ 'a.wxss': ':root{--nutui-gray-7:#171a26}.x{color:var(--nutui-gray-7);width:var(--w,1px)}' }, ["style:'--w:2px;--nutui-gray-7:red'"])
    expect(out).toEqual({})
  })

  it('leaves a var() without fallback of an unknown variable alone, and stylesheets without variables unchanged', () => {
    const sheets = { 'a.wxss': '.x{color:var(--unknown)}', 'b.wxss': '.y{color:red}' }
    expect(foldCssVars(sheets, [])).toEqual({})
  })
})
