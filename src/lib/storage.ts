import Taro from '@tarojs/taro'

// Typed wrappers over Taro storage (localStorage on H5, wx storage on weapp). A missing key reads
// as the fallback instead of failing with the transport's 'data not found' (docs/product.md: Errors).

export function readStored<T>(key: string, fallback: T): T {
  try {
    const value = Taro.getStorageSync(key)
    return value === '' || value === undefined || value === null ? fallback : (value as T)
  } catch {
    return fallback
  }
}

export function writeStored<T>(key: string, value: T): void {
  if (value === null || value === undefined) Taro.removeStorageSync(key)
  else Taro.setStorageSync(key, value)
}

export function removeStored(key: string): void {
  Taro.removeStorageSync(key)
}

export function clearStored(): void {
  Taro.clearStorageSync()
}
