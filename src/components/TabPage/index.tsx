import { View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import type { ReactNode } from 'react'
import { ConfigProvider } from '@nutui/nutui-react-taro'
import { useNutLocale } from '@/i18n'
import { selectTab } from '@/lib/tabBar'
import TabBar from '../TabBar'
import './index.scss'

// Layout of the five tab pages. In the mini-program WeChat mounts src/custom-tab-bar itself; on
// H5 the page draws the same TabBar. Either way the shown tab marks itself selected.
export default function TabPage({ className, children }: { className?: string; children?: ReactNode }) {
  const router = useRouter()
  const nutLocale = useNutLocale()
  useDidShow(() => selectTab(router.path || ''))
  return (
    <ConfigProvider locale={nutLocale}>
      <View className={`tab-page${className ? ` ${className}` : ''}`}>
        {children}
        {process.env.TARO_ENV === 'h5' ? <TabBar /> : null}
      </View>
    </ConfigProvider>
  )
}
