import { useRef, useState } from 'react'
import { TOAST_DEFAULT } from '@/constants'
import { toast } from '@/lib/toast'

/**
 * An action that runs once at a time (a second tap while it runs does nothing, even within the same
 * frame, before `busy` has rendered): money moves behind these buttons. A problem found before
 * calling is toasted and nothing runs; a refused call was already toasted by the request client.
 */
export function useOnce() {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const run = async (problem: string | null, action: () => Promise<unknown>): Promise<void> => {
    if (running.current) return
    if (problem) return toast(problem, TOAST_DEFAULT)
    running.current = true
    setBusy(true)
    try {
      await action()
    } catch {
      // shown to the user by the request client
    } finally {
      running.current = false
      setBusy(false)
    }
  }
  return { busy, run }
}
