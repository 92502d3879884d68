import { LOADING_TEXT, TOAST_UTILITY_DEFAULT } from '@/constants'

// The H5 toast and loading indicator: a few DOM nodes instead of Taro's interaction module (which
// would cost ~6 KB gzip of first-load JS). Same contract as toast.ts: 3 s with no icon by default.

const BASE = 'position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);z-index:5001;max-width:70%;box-sizing:border-box;padding:12px 18px;border-radius:8px;background:rgba(17,17,17,.78);color:#fff;font-size:15px;line-height:1.45;text-align:center;word-break:break-word;pointer-events:none;transition:opacity .2s'

let toastEl: HTMLDivElement | null = null
let toastTimer: ReturnType<typeof setTimeout> | undefined
let loadingEl: HTMLDivElement | null = null

export function toast(title: string, duration: number = TOAST_UTILITY_DEFAULT): void {
  if (!title) return
  if (!toastEl) {
    toastEl = document.createElement('div')
    toastEl.className = 'app-toast'
    toastEl.setAttribute('role', 'status')
    toastEl.style.cssText = BASE
  }
  toastEl.textContent = title
  toastEl.style.opacity = '1'
  document.body.append(toastEl)
  clearTimeout(toastTimer)
  toastTimer = setTimeout(() => toastEl?.remove(), duration)
}

export function showLoading(title: string = LOADING_TEXT): void {
  if (!loadingEl) {
    loadingEl = document.createElement('div')
    loadingEl.className = 'app-loading'
    // the mask blocks taps while loading, as Taro's mask: true does
    loadingEl.style.cssText = 'position:fixed;inset:0;z-index:5001'
    const box = document.createElement('div')
    box.style.cssText = `${BASE};min-width:120px`
    loadingEl.append(box)
  }
  ;(loadingEl.firstChild as HTMLElement).textContent = title
  document.body.append(loadingEl)
}

export function hideLoading(): void {
  loadingEl?.remove()
}
