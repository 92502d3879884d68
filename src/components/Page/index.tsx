import { View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { type ReactNode, useEffect } from 'react'
import { ConfigProvider } from '@nutui/nutui-react-taro'
import { useLocale } from '@/i18n'
import { usePageTitle } from '@/i18n/titles'
import { useNutLocale } from '@/i18n/nutui'
import { pageOf, routeOf } from '@/routes'
import NavBar from '../NavBar'
import './index.scss'

export interface PageProps {
  /** Overrides the route's title (e.g. a shop's name). */
  title?: string
  className?: string
  /** Where back goes when this page is the only one in history (NavBar's backTo). */
  backTo?: string
  children?: ReactNode
}

// Layout of every non-tab page: the custom navigation bar with the page's title in the user's
// language, then the content.
export default function Page({ title, className, backTo, children }: PageProps) {
  const router = useRouter()
  const locale = useLocale()
  const route = routeOf(router.path || '')
  const nutLocale = useNutLocale()
  const routeTitle = usePageTitle(locale, route)
  const text = title ?? routeTitle
  useEffect(() => {
    if (process.env.TARO_ENV === 'h5' && text) Taro.setNavigationBarTitle({ title: text }).catch(() => undefined)
  }, [text])
  return (
    <ConfigProvider locale={nutLocale}>
      <View className={`page${className ? ` ${className}` : ''}`}>
        <NavBar title={text} variant={pageOf(route)?.bar ?? 'yellow'} backTo={backTo} />
        <View className='page__body'>{children}</View>
      </View>
    </ConfigProvider>
  )
}
