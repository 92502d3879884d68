import type { Delivered } from './delivery'

// When the delivery runs (docs/server.md "Notifications"): at the job's beat and, while the server
// listens, 500 ms after a notify (notify() cannot see its transaction's commit; the kicks asked
// meanwhile are one). One run at a time per process; other processes are kept off its rows by the
// claim. The run uses the app's database outside the job's transaction: its WeChat calls must not
// hold a transaction open (and on PGlite the client's own credential reads would wait for it).

/** How long after a notification the delivery runs: its transaction has committed by then. */
export const KICK_DELAY_MS = 500

let runner: (() => Promise<Delivered>) | null = null
let kicks = false
let running: Promise<void> | null = null
let timer: NodeJS.Timeout | null = null

/** The delivery run of this process (null at close); `kick`: also run after each notify (a listening server). */
export function setDeliveryRunner(run: (() => Promise<Delivered>) | null, kick = false): void {
  runner = run
  kicks = run !== null && kick
}

/** Starts a run unless one is going (its failures are logged by the delivery; the next beat retries). */
export function runDelivery(): Promise<void> {
  if (!runner) return Promise.resolve()
  running ??= runner().then(() => undefined, () => undefined).finally(() => { running = null })
  return running
}

export function kickDelivery(): void {
  if (!kicks || timer) return
  timer = setTimeout(() => {
    timer = null
    void runDelivery()
  }, KICK_DELAY_MS)
  timer.unref()
}
