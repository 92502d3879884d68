import { t } from '@/i18n'
import { confirm } from './dialog'

/** The dialog that offers the settings when location was refused: 您未开启地理位置授权. */
export function askToOpenLocationSettings(): Promise<boolean> {
  return confirm({ title: t('location.deniedTitle'), content: t('location.deniedContent'), confirmText: t('location.openSetting') })
}
