// Stands in for Taro's built-in <taro-tabbar> web component in the H5 build. The app draws its own
// tab bar (tabBar.custom), so Taro's router never defines this element; the real one costs ~5 KB of
// first-load JS. Anything that tries to use it fails loudly instead of rendering nothing.
function builtInTabBarUnavailable() {
  throw new Error('The built-in tab bar is not part of this build: the app uses tabBar.custom')
}

export const TaroTabbar = builtInTabBarUnavailable
export const a = builtInTabBarUnavailable
export const T = builtInTabBarUnavailable
export const defineCustomElement = builtInTabBarUnavailable
