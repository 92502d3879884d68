import { t } from '@/i18n'
import type { ConfirmOptions } from './dialog'

export type { ConfirmOptions } from './dialog'

// The H5 confirm dialog: a few DOM nodes instead of Taro's interaction module (which would cost
// ~6 KB gzip of first-load JS). Same look as a WeChat modal: title, text, cancel | confirm.

const CSS = {
  mask: 'position:fixed;inset:0;z-index:5000;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center',
  box: 'width:80%;max-width:300px;background:#fff;border-radius:12px;overflow:hidden;text-align:center;font-size:16px',
  title: 'padding:24px 20px 8px;font-weight:600;color:#111',
  content: 'padding:0 20px 24px;color:#555;font-size:15px;line-height:1.5;white-space:pre-wrap',
  actions: 'display:flex;border-top:1px solid #eee',
  button: 'flex:1;padding:14px 0;cursor:pointer;background:none;border:0;font-size:16px',
}

export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const mask = document.createElement('div')
    mask.className = 'app-dialog'
    mask.setAttribute('role', 'dialog')
    mask.setAttribute('aria-modal', 'true')
    mask.style.cssText = CSS.mask
    const box = document.createElement('div')
    box.style.cssText = CSS.box
    const title = document.createElement('div')
    title.className = 'app-dialog__title'
    title.style.cssText = CSS.title
    title.textContent = options.title
    const content = document.createElement('div')
    content.className = 'app-dialog__content'
    content.style.cssText = CSS.content
    content.textContent = options.content
    const actions = document.createElement('div')
    actions.style.cssText = CSS.actions
    const button = (text: string, className: string, color: string, answer: boolean) => {
      const b = document.createElement('button')
      b.type = 'button'
      b.className = className
      b.textContent = text
      b.style.cssText = `${CSS.button};color:${color}`
      b.onclick = () => {
        mask.remove()
        resolve(answer)
      }
      return b
    }
    const cancel = button(options.cancelText ?? t('common.cancel'), 'app-dialog__cancel', '#333', false)
    cancel.style.borderRight = '1px solid #eee'
    actions.append(cancel, button(options.confirmText ?? t('common.confirm'), 'app-dialog__confirm', '#FC4D16', true))
    box.append(title, content, actions)
    mask.append(box)
    document.body.append(mask)
  })
}
