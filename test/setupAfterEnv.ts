import * as React from 'react'
import * as ReactDOMClient from 'react-dom/client'
import TestUtils from '@tarojs/test-utils-react'
import { createReactApp } from '@tarojs/plugin-framework-react/dist/runtime'
import { chosenLocaleAtom } from '@/i18n'
import { resetNavigationState } from '@/lib/navigation'
import { resetTabBar } from '@/lib/tabBar'
import { appStore } from '@/store/persisted'
import { clearProfile } from '@/store/session'
import { LIBRARY_WARNINGS, printed } from './consoleGuard'

// Each test starts logged out with empty storage, the default tab bar, no navigation in flight,
// and Simplified Chinese (the language of the spec's texts; jsdom's own language is en-US).
beforeEach(() => {
  clearProfile()
  resetTabBar()
  resetNavigationState()
  appStore.set(chosenLocaleAtom, 'zh-Hans')
})

// test-utils-react renders without cleaning up: unmount and remove what each test mounted
const mounted: { unmount(): void; container: HTMLElement }[] = []
const originalMount = TestUtils.prototype.mount
TestUtils.prototype.mount = async function mount(this: any, ...args: Parameters<typeof originalMount>) {
  await originalMount.apply(this, args)
  mounted.push(this._inst)
}
afterEach(() => {
  for (const inst of mounted.splice(0)) {
    inst.unmount()
    inst.container.remove()
  }
})

// Taro's page hooks (useRouter, useDidShow...) read React from the app Taro creates; a page mounted
// alone in a test needs that app too.
createReactApp(({ children }: { children?: React.ReactNode }) => children as any, React, ReactDOMClient as any, { pages: [] } as any)

// A test that makes the code under test print console.error or console.warn (React's act()
// warnings, a failed prop type, a caught error logged) fails with what was printed: the output of
// `npm test` stays free of warnings, and the next one is seen (docs/decisions.md). A test that
// expects a line takes it with consoleGuard's expectPrinted.
beforeEach(() => {
  printed.length = 0
  for (const level of ['error', 'warn'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const line = args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')
      if (LIBRARY_WARNINGS.some((known) => known.test(line))) return
      printed.push(`console.${level}: ${line}`)
    })
  }
})
afterEach(() => {
  const said = printed.splice(0)
  if (said.length) throw new Error(`the test printed ${said.length} warning(s):\n${said.join('\n').slice(0, 4000)}`)
})
