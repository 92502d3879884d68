import { View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import type { ReactNode } from 'react'
import { selectTab } from '@/lib/tabBar'
import TabBar from '../TabBar'
import './index.scss'

// Layout of the five tab pages. In the mini-program WeChat mounts src/custom-tab-bar itself; on
// H5 the page draws the same TabBar. Either way the shown tab marks itself selected.
// No NutUI ConfigProvider here: its dependencies cost 4 KB of the home tab's first load, and the
// tab pages use no NutUI component with texts of its own (Page wraps every other page in one).
export default function TabPage({ className, children }: { className?: string; children?: ReactNode }) {
  const router = useRouter()
  useDidShow(() => selectTab(router.path || ''))
  return (
    <View className={`tab-page${className ? ` ${className}` : ''}`}>
      {children}
      {process.env.TARO_ENV === 'h5' ? <TabBar /> : null}
    </View>
  )
}
