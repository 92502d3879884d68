import type { MessageKey } from './i18n'

// What a business operation answers: a value, or a refusal (a message key and its parameters) that
// the route turns into status 0 (http.ts `answer`). Inside a transaction a refusal is thrown as
// Refused, so everything written is undone, and refusedOr turns it back into the answer.

/** A business refusal: the message key and its parameters. */
export interface Refusal {
  refusal: MessageKey
  params?: Record<string, string>
}
export type Outcome<T> = { value: T } | Refusal

export const refuse = (refusal: MessageKey, params?: Record<string, string>): Refusal => ({ refusal, params })

/** Thrown inside a transaction to undo everything it wrote and answer a refusal. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.refusal)
  }
}

/** Runs `work` (typically a transaction); a Refused it throws becomes its refusal. */
export async function refusedOr<T>(work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof Refused) return err.refusal
    throw err
  }
}
