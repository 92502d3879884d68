import type { Static, TSchema } from '@sinclair/typebox'
import type { OpsCall, ResultOf } from '../../types/api/contract'
import { getSession, setSession } from './session'
import { storedLang } from './i18n'

// The console's one client of the server: opsCall(call, body) posts the body to the call's declared
// path (types/api/ops/*) with the operator's session (x-ops-session), and answers the result typed
// from the declaration. A refusal (status != 1) shows the server's msg and rejects with
// CallRefused; HTTP 401 (no session, or it expired) also ends the session, which sends the console
// back to its login page.

export const SESSION_HEADER = 'x-ops-session'

export class CallRefused extends Error {
  constructor(message: string, readonly status: number, readonly httpStatus: number) {
    super(message)
  }
}

type Notify = (text: string) => void
let notifyError: Notify = (text) => console.error(text)

/** Where refusals are shown (the antd App's message, set by the layout's root). */
export function setErrorNotifier(notify: Notify): void {
  notifyError = notify
}

interface Envelope {
  status: number
  msg: string
  result: unknown
}

/** What opsCall needs of a declaration: checking a call against OpsCall itself is too deep for tsc
 * with some result schemas (TS2589), so only these fields are constrained. */
type Declared = Pick<OpsCall, 'path' | 'auth'> & { readonly body: TSchema; readonly result: unknown }

export async function opsCall<C extends Declared>(call: C, body: Static<C['body']>): Promise<ResultOf<C['result']>> {
  const session = getSession()
  let res: Response
  try {
    res = await fetch(call.path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': storedLang() === 'en' ? 'en' : 'zh-CN',
        ...(session ? { [SESSION_HEADER]: session.token } : {}),
      },
      body: JSON.stringify(body),
    })
  } catch (err) {
    notifyError(String((err as Error).message ?? err))
    throw err
  }
  let answer: Envelope
  try {
    answer = (await res.json()) as Envelope
  } catch {
    const refused = new CallRefused(`HTTP ${res.status}`, 0, res.status)
    notifyError(refused.message)
    throw refused
  }
  if (res.status === 401) {
    // the login call itself answers 401 to a wrong password: only a session that was sent ends
    if (session) setSession(null)
    notifyError(answer.msg)
    throw new CallRefused(answer.msg, answer.status, 401)
  }
  if (answer.status !== 1) {
    notifyError(answer.msg)
    throw new CallRefused(answer.msg, answer.status, res.status)
  }
  return answer.result as ResultOf<C['result']>
}
