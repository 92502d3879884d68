import { type ComponentType, type JSX, Suspense, createElement, lazy } from 'react'
import TabPage from '../TabPage'

/**
 * A feature's page screen as a chunk of its own on H5 (a feature's screens.ts; its screens.weapp.ts
 * imports the screens directly, the mini-program having no such chunks). Another feature or the
 * home tab can then import the feature for a hook or a presenter without downloading its pages.
 * Until the chunk arrives a tab page shows its frame with the tab bar ('tab'); any other page stays
 * blank ('page'), as it is while its own chunk loads: drawing Page here would bring NutUI's
 * ConfigProvider into every chunk that imports such a feature, the home tab's among them.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  frame: 'page' | 'tab' = 'page',
): (props: P) => JSX.Element {
  const Screen = lazy(load) as unknown as ComponentType<P>
  const fallback = frame === 'tab' ? <TabPage /> : null
  return function LazyScreen(props: P) {
    return <Suspense fallback={fallback}>{createElement(Screen, props)}</Suspense>
  }
}
