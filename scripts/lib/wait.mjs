// Polls until a condition holds: shared by the browser tests and the benchmarks.
/** Polls `fn` (sync or async) until it gives something truthy; fails after `timeout` ms. */
export async function waitFor(fn, what, timeout = 30000, explain = () => '') {
  const end = Date.now() + timeout
  for (;;) {
    const value = await fn()
    if (value) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${explain()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
