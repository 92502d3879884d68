import { useSyncExternalStore } from 'react'
import type { OperatorSession } from './contract'

// The operator's session in this browser (localStorage, so a new tab stays logged in): the token
// /ops/operator-login gave, its expiry and who it is. api.ts sends the token with every call and
// clears it when the server answers 401; the layout then shows the login page.

const KEY = 'console-session'
const listeners = new Set<() => void>()
let current: OperatorSession | null = read()

function read(): OperatorSession | null {
  try {
    const session = JSON.parse(localStorage.getItem(KEY) ?? 'null') as OperatorSession | null
    return session?.token ? session : null
  } catch {
    return null
  }
}

export function getSession(): OperatorSession | null {
  return current
}

export function setSession(session: OperatorSession | null): void {
  current = session
  if (session) localStorage.setItem(KEY, JSON.stringify(session))
  else localStorage.removeItem(KEY)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // another tab logged in or out
  const onStorage = (e: StorageEvent) => {
    if (e.key !== KEY) return
    current = read()
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useSession(): OperatorSession | null {
  return useSyncExternalStore(subscribe, getSession)
}
