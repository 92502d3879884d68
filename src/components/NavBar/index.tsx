import { Text, View } from '@tarojs/components'
import { ArrowLeft } from '@nutui/icons-react-taro'
import { NAV_BAR_HEIGHT } from '@/constants'
import { useT } from '@/i18n'
import { goBack } from '@/lib/navigation'
import { getStatusBarHeight } from '@/lib/platform'
import './index.scss'

export type NavBarVariant = 'yellow' | 'white' | 'transparent'

export interface NavBarProps {
  title: string
  variant?: NavBarVariant
  /** Shown on non-root pages (docs/product.md: Screens and navigation). */
  showBack?: boolean
  /** Where back goes when the page is the only one in history (the home page when absent). */
  backTo?: string
}

// The custom navigation bar of every non-tab page: yellow with a black title, white on the
// web-view page, transparent on the upgrade page (docs/product.md: Screens and navigation). 44 px below the status bar.
export default function NavBar({ title, variant = 'yellow', showBack = true, backTo }: NavBarProps) {
  const t = useT()
  const statusBar = getStatusBarHeight()
  return (
    <View className={`nav-bar nav-bar--${variant}`} style={{ paddingTop: `${statusBar}px` }}>
      <View className='nav-bar__bar' style={{ height: `${NAV_BAR_HEIGHT}px` }}>
        {showBack ? (
          <View className='nav-bar__back' role='button' aria-label={t('common.back')} onClick={() => goBack(backTo).catch(() => undefined)}>
            <ArrowLeft size={18} color='#000' />
          </View>
        ) : null}
        <Text className='nav-bar__title'>{title}</Text>
      </View>
    </View>
  )
}
