import Taro from '@tarojs/taro'
import { LOADING_TEXT, TOAST_UTILITY_DEFAULT } from '@/constants'

// The toast utility: 3 s with no icon by default (docs/product.md: Constants); callers pass the spec's durations.
export function toast(title: string, duration: number = TOAST_UTILITY_DEFAULT): void {
  if (!title) return
  Taro.showToast({ title, icon: 'none', duration })
}

export function showLoading(title: string = LOADING_TEXT): void {
  Taro.showLoading({ title, mask: true })
}

export function hideLoading(): void {
  Taro.hideLoading()
}
