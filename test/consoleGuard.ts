// What the code under test printed through console.error and console.warn during the current test
// (test/setupAfterEnv.ts fails the test when something is left here at its end).
export const printed: string[] = []

/**
 * Warnings of libraries under React 18 in Jest, not of the app, and absent from what users get (H5
 * runs on Preact, the mini-program on WeChat): NutUI's popups animate through react-transition-group,
 * which calls findDOMNode; NutUI's icons style a mini-program render with a `-webkitMask` key; Taro's
 * Stencil Input (the test build's; H5 draws plain React components) is handed a value before it
 * has made its <input>, and logs the TypeError. These are neither printed nor failed; anything else is.
 */
export const LIBRARY_WARNINGS = [
  /^Warning: findDOMNode is deprecated/,
  /^Warning: Unsupported style property %s.*-webkitMask/,
  /^TypeError: Cannot read properties of undefined \(reading 'value'\)\n\s+at _class\.value \[as watchValue\] \(.*taro-input-core\.js/,
]

/**
 * The test expects the code to have printed a line matching `pattern` (the request client's
 * `[api] ... status 0` for a refusal its caller handles): it is taken off the list, and the test
 * fails if nothing matched.
 */
export function expectPrinted(pattern: RegExp): void {
  const i = printed.findIndex((line) => pattern.test(line))
  if (i < 0) throw new Error(`expected a console line matching ${pattern}; printed: ${JSON.stringify(printed)}`)
  printed.splice(i, 1)
}
