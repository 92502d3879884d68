import { getDefaultStore } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { readStored, removeStored, writeStored } from '@/lib/storage'

// jotai atoms persisted through Taro storage, read synchronously at start-up so the first render
// already knows whether the user is logged in.
const taroStorage = {
  getItem: <T>(key: string, initialValue: T): T => readStored(key, initialValue),
  setItem: <T>(key: string, value: T) => writeStored(key, value),
  removeItem: (key: string) => removeStored(key),
}

export function persistedAtom<T>(key: string, initialValue: T) {
  return atomWithStorage<T>(key, initialValue, taroStorage, { getOnInit: true })
}

/** The one store of the app: pages use it through Provider, libraries through get/set. */
export const appStore = getDefaultStore()
