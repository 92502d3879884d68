import Taro from '@tarojs/taro'
import { t } from '@/i18n'

// A confirm dialog: resolves true when the user confirms. The mini-program (and tests) use
// Taro's modal; the H5 build uses dialog.h5.ts, which keeps Taro's interaction UI out of the
// first load.

export interface ConfirmOptions {
  title: string
  content: string
  confirmText?: string
  cancelText?: string
}

export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const res = await Taro.showModal({
    title: options.title,
    content: options.content,
    confirmText: options.confirmText ?? t('common.confirm'),
    cancelText: options.cancelText ?? t('common.cancel'),
  })
  return res.confirm
}
