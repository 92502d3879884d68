// The React runtime of Taro's framework plugin ships no types; the tests mount the app with it.
declare module '@tarojs/plugin-framework-react/dist/runtime' {
  export function createReactApp(app: unknown, react: unknown, dom: unknown, config: unknown): {
    onLaunch?(options?: unknown): void
    onShow?(options?: unknown): void
    [key: string]: unknown
  }
}
