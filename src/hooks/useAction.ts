import { useRef, useState } from 'react'
import { TOAST_DEFAULT } from '@/constants'
import { t } from '@/i18n'
import { ApiError } from '@/lib/request'
import { NavigationError } from '@/lib/navigation'
import { toast } from '@/lib/toast'

/** `run`'s last argument: none for a plain action, what it runs for when the action has targets. */
type TargetOf<T> = [T] extends [true] ? [] : [target: T]

/**
 * A tap that changes something (docs/features.md "Actions"): one run at a time, whatever the taps.
 * - `run(problem, fn, target?)`: a problem found before calling (a validation message) is toasted
 *   and nothing runs; a run while another is in flight is ignored at once (a ref, so two taps in
 *   the same tick send one request). A refused call was already toasted by the request client and
 *   is not toasted again; any other error is toasted too (请求错误, the client's word for a failure
 *   it cannot name), never swallowed: `run` never rejects. It resolves true when `fn` was started
 *   (whether it then succeeded or was refused), false when nothing ran.
 * - `busy`: whether a run is in flight, for the button's loading and disabled look; `target`: what
 *   it runs for (the card, task or day given to `run`), null when idle.
 * - `isRunning()`: the same as `busy` without waiting for a render, for handlers that must not act
 *   while a run is in flight (closing the sheet whose request runs).
 */
export function useAction<T = true>() {
  const running = useRef(false)
  const [target, setTarget] = useState<T | null>(null)

  const run = async (problem: string | null, fn: () => Promise<unknown>, ...what: TargetOf<T>): Promise<boolean> => {
    if (running.current) return false
    if (problem) {
      toast(problem, TOAST_DEFAULT)
      return false
    }
    running.current = true
    setTarget(what.length ? what[0] : (true as T))
    try {
      await fn()
    } catch (e) {
      toastUnexpected(e)
    } finally {
      running.current = false
      setTarget(null)
    }
    return true
  }

  return { busy: target !== null, target, isRunning: () => running.current, run }
}

/** The error of a run, unless the user has already been told or it was a second tap on a link. */
function toastUnexpected(e: unknown): void {
  if (e instanceof ApiError) return
  if (e instanceof NavigationError && e.reason === 'busy') return
  toast(t('request.error'), TOAST_DEFAULT)
}
