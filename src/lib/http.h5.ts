import type { HttpAnswer } from './http'

// H5 transport of the request client: fetch with a timeout (see http.ts).

export async function postJson(url: string, data: object, header: Record<string, string>, timeout: number): Promise<HttpAnswer> {
  const abort = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    abort.abort()
  }, timeout)
  try {
    const res = await fetch(url, { method: 'POST', body: JSON.stringify(data), headers: header, signal: abort.signal })
    const text = await res.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON: the client reads it as an unreadable answer
    }
    return { statusCode: res.status, data: body }
  } catch (err) {
    throw { errMsg: timedOut ? 'request:fail timeout' : `request:fail ${(err as Error)?.message ?? err}` }
  } finally {
    clearTimeout(timer)
  }
}
