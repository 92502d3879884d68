import { useState } from 'react'
import { TOAST_DEFAULT } from '@/constants'
import { toast } from '@/lib/toast'

/**
 * A form's submit: a problem found before calling the server is toasted and nothing is sent;
 * otherwise `busy` holds while the action runs. A refused call needs no handling here: the request
 * client has already shown the server's reason.
 */
export function useFormSubmit() {
  const [busy, setBusy] = useState(false)
  const submit = async (problem: string | null, action: () => Promise<unknown>): Promise<void> => {
    if (problem) return toast(problem, TOAST_DEFAULT)
    setBusy(true)
    try {
      await action()
    } catch {
      // already shown to the user by the request client
    } finally {
      setBusy(false)
    }
  }
  return { busy, submit }
}
