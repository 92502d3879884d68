import fs from 'node:fs'
import path from 'node:path'

// config/h5-components must mirror the installed Taro's React wrappers (re-run
// scripts/gen-h5-components.mjs after a Taro upgrade).
const root = path.resolve(__dirname, '..')
const taro = fs.readFileSync(path.join(root, 'node_modules/@tarojs/components/lib/react/components.js'), 'utf8')
const ours = path.join(root, 'config/h5-components')

describe('H5 component wrappers, one module each', () => {
  it('export every component Taro exports', () => {
    const taroNames = /export \{([^}]+)\}/.exec(taro)![1].split(',').map((s) => s.trim()).filter(Boolean).sort()
    const index = fs.readFileSync(path.join(ours, 'index.js'), 'utf8')
    const ourNames = [...index.matchAll(/export \{ (?:Fragment as )?(\w+)(?:, Fragment as (\w+))* \}/g)]
      .flatMap((m) => m[0].replace(/export \{ | \}.*$/g, '').split(',').map((s) => s.replace('Fragment as', '').trim()))
      .sort()
    expect(ourNames).toEqual(taroNames)
  })

  it('build each component exactly as Taro does (same tag, same custom-element definition)', () => {
    const taroWrappers = [...taro.matchAll(/^const (\w+) = \/\*@__PURE__\*\/ createReactComponent\('([a-z-]+)', undefined, manipulatePropsFunction, (\w+)\)/gm)]
    expect(taroWrappers.length).toBeGreaterThan(90)
    for (const [, name, tag, define] of taroWrappers) {
      const file = fs.readFileSync(path.join(ours, `${name}.js`), 'utf8')
      expect(file).toContain(`createReactComponent('${tag}', undefined, manipulatePropsFunction, ${define})`)
      expect(file).toContain(`import { ${define} } from '@tarojs/components/dist/components'`)
    }
  })

  it('are marked free of side effects, so unused wrappers drop out', () => {
    expect(JSON.parse(fs.readFileSync(path.join(ours, 'package.json'), 'utf8')).sideEffects).toBe(false)
  })
})
