import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import TabPage from '@/components/TabPage'
import { useT } from '@/i18n'
import { checkLogin } from '@/lib/auth'
import { navigateTo } from '@/lib/navigation'
import { getStatusBarHeight } from '@/lib/platform'
import { isLoggedInAtom } from '@/store/session'
import { messages } from './messages'
import { KINGEAT_URL, ORDER_FILTERS, type OrderFilter } from './orderStatus'
import './order.scss'

// Order tab: the free-meal orders by state. The spec names no order-list call yet (a later issue
// adds it, with its API module), so a logged-in user sees the empty state of the chosen filter;
// no request is made and no data is invented.
export default function OrderPage() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [filter, setFilter] = useState<OrderFilter>('all')
  const current = ORDER_FILTERS.find((f) => f.value === filter)!

  return (
    <TabPage className='order-page'>
      <View className='order-top' style={{ paddingTop: `${getStatusBarHeight()}px` }}>
        <View className='order-top__bar'>
          <Text className='order-top__title'>{t('order.title')}</Text>
        </View>
        {/* a plain scrolling row: ScrollView would add to the H5 components chunk that home loads */}
        <View className='order-tabs'>
          <View className='order-tabs__inner' role='tablist'>
            {ORDER_FILTERS.map((f) => (
              <View
                key={f.value}
                role='tab'
                aria-selected={f.value === filter}
                className={`order-tabs__tab${f.value === filter ? ' order-tabs__tab--on' : ''}`}
                onClick={() => setFilter(f.value)}
              >
                {t(f.label)}
              </View>
            ))}
          </View>
        </View>
      </View>

      <View className='order-tip'>
        <View className='order-tip__icon' />
        <Text className='order-tip__text'>{t('order.tip')}</Text>
      </View>

      {loggedIn ? (
        <View className='order-state order-state--empty'>
          <View className='order-state__art' />
          <Text className='order-state__title'>
            {filter === 'all' ? t('order.empty') : t('order.emptyFilter', { status: t(current.label) })}
          </Text>
          <Text className='order-state__hint'>{t('order.emptyHint')}</Text>
          <Button className='order-state__btn' type='primary' onClick={() => navigateTo(KINGEAT_URL).catch(() => undefined)}>
            {t('order.goKingeat')}
          </Button>
        </View>
      ) : (
        <View className='order-state order-state--guest'>
          <View className='order-state__art order-state__art--guest' />
          <Text className='order-state__title'>{t('order.loginTitle')}</Text>
          <Text className='order-state__hint'>{t('order.loginHint')}</Text>
          <Button className='order-state__btn' type='primary' onClick={() => checkLogin().catch(() => undefined)}>
            {t('common.loginRegister')}
          </Button>
        </View>
      )}
    </TabPage>
  )
}
