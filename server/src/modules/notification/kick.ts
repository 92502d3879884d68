import type { Delivered } from './delivery'

// When the delivery runs besides the job's beat (docs/server.md "Notifications"): notify() cannot
// see its transaction's commit, so it asks for a delivery run a moment later; the runs asked
// meanwhile are one. Only a listening server sets the runner (module.ts, onListen), so the tests'
// injected apps deliver only when they run it themselves; a kick with none set does nothing.

/** How long after a notification the delivery runs: its transaction has committed by then. */
export const KICK_DELAY_MS = 500

let runner: (() => Promise<Delivered>) | null = null
let timer: NodeJS.Timeout | null = null

/** The delivery run of this process (null: none, at close). */
export function setKickRunner(run: (() => Promise<Delivered>) | null): void {
  runner = run
}

export function kickDelivery(): void {
  if (!runner || timer) return
  timer = setTimeout(() => {
    timer = null
    // a failed run is logged by the delivery and retried by the job at its beat
    runner?.().catch(() => undefined)
  }, KICK_DELAY_MS)
  timer.unref()
}
