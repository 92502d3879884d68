import * as React from 'react'
import * as ReactDOMClient from 'react-dom/client'
import TestUtils from '@tarojs/test-utils-react'
import { createReactApp } from '@tarojs/plugin-framework-react/dist/runtime'
import { chosenLocaleAtom } from '@/i18n'
import { resetNavigationState } from '@/lib/navigation'
import { resetTabBar } from '@/lib/tabBar'
import { appStore } from '@/store/persisted'
import { clearProfile } from '@/store/session'

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
