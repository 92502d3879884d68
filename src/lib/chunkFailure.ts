import Taro from '@tarojs/taro'
import { TOAST_DEFAULT } from '@/constants'
import { t } from '@/i18n'
import { toast } from './toast'

// H5 loads each page's code on demand. Offline, that load fails inside Taro's router: the address
// already names the new page while the old one stays on screen and nothing says why. This turns it
// into the no-network message and puts the address back, so the same tap works once online; with no
// page on screen yet (the app opened at that page), the app reloads when the connection returns.

/** A webpack chunk (script or CSS) that could not be fetched. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false
  const { name, message } = reason as { name?: unknown; message?: unknown }
  return name === 'ChunkLoadError' || (typeof message === 'string' && /^Loading (CSS )?chunk \S+ failed/.test(message))
}

export function watchChunkFailures(win: Window = window): void {
  win.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return
    event.preventDefault()
    toast(t('network.lost'), TOAST_DEFAULT)
    if (Taro.getCurrentPages().length > 0) win.history.back()
    else win.addEventListener('online', () => win.location.reload(), { once: true })
  })
}
