import { Text, View } from '@tarojs/components'
import { usePageScroll } from '@tarojs/taro'
import { Button, PullToRefresh } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { CardRed } from '@api-types/cardRedUser'
import Page from '@/components/Page'
import { TOAST_DEFAULT } from '@/constants'
import { canLoadMore } from '@/data/usePagedQuery'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import ListTabs from '@/components/ListTabs'
import LoadError from '@/components/LoadError'
import { ListSkeleton, LoginPrompt } from '@/components/ListStates'
import messages from './myCoupons.messages'
import { useMyCoupons } from './useMyCoupons'
import { RED_BAG_TABS, cardView, type CardStatus } from './cardView'
import { pageUrl } from '@/routes'

// 红包卡券: the user's red packets and coupons by state (未使用 / 已使用 / 已过期), ten at a time with
// pull-down refresh; an unused coupon opens on the takeaway platform (去使用), used and expired cards
// are greyed with a stamp.
export default function MyCouponsScreen() {
  const t = useT(messages)
  const [status, setStatus] = useState<CardStatus>(0)
  const { loggedIn, list, using, use } = useMyCoupons(status)
  const [atTop, setAtTop] = useState(true)
  const tab = RED_BAG_TABS.find((item) => item.status === status)!

  usePageScroll(({ scrollTop }) => setAtTop(scrollTop <= 0))

  if (!loggedIn) {
    return (
      <Page className='red-bag'>
        <LoginPrompt title={t('redBag.loginTitle')} hint={t('redBag.loginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }

  const card = (item: CardRed) => {
    const view = cardView(item)
    return (
      <View
        key={item.id}
        className={`red-card red-card--${item.type === 'coupon' ? 'coupon' : 'packet'}${view.stamp ? ' red-card--off' : ''}`}
        data-id={item.id}
        data-status={item.status}
      >
        <View className='red-card__value'>
          <Text className='red-card__amount'>
            <Text className='red-card__yen'>¥</Text>
            {view.amount}
          </Text>
          <Text className='red-card__threshold'>{t(view.threshold.key, view.threshold.params)}</Text>
        </View>
        <View className='red-card__main'>
          <View className='red-card__head'>
            <Text className='red-card__chip'>{t(view.chip.key)}</Text>
            <Text className='red-card__title'>{item.title}</Text>
          </View>
          <View className='red-card__foot'>
            <Text className='red-card__validity'>{t(view.validity.key, view.validity.params)}</Text>
            {view.canUse ? (
              <Button className='red-card__use' size='small' type='primary' loading={using === item.id} onClick={() => use(item)}>
                {t('redBag.use')}
              </Button>
            ) : null}
          </View>
        </View>
        {view.stamp ? <View className='red-card__stamp'>{t(view.stamp.key)}</View> : null}
      </View>
    )
  }

  let body
  if (list.status === 'loading') body = <ListSkeleton />
  else if (list.status === 'error') body = <LoadError title={t('redBag.failed')} error={list.error} onRetry={list.reload} />
  else if (list.items.length === 0) {
    body = (
      <View className='order-state order-state--empty red-bag__empty'>
        <View className='red-bag__empty-art' />
        <Text className='order-state__title'>{t(tab.empty)}</Text>
        <Text className='order-state__hint'>{t('redBag.emptyHint')}</Text>
        <Button className='order-state__btn red-bag__go' type='primary' onClick={() => navigateTo(pageUrl('takeawayCoupons')).catch(() => undefined)}>
          {t('redBag.goRedbag')}
        </Button>
      </View>
    )
  } else {
    body = (
      <View className='red-bag__list'>
        {list.items.map(card)}
        <View className={`order-list__footer order-list__footer--${list.more}`} onClick={canLoadMore(list.more) ? list.loadMore : undefined}>
          {{ loading: t('common.loading'), done: t('common.noMore'), error: t('redBag.moreFailed'), idle: t('redBag.loadMore') }[list.more]}
        </View>
      </View>
    )
  }

  const onRefresh = () => list.refresh().catch(() => toast(t('redBag.refreshFailed'), TOAST_DEFAULT))

  return (
    <Page className='red-bag'>
      <ListTabs<CardStatus>
        className='red-bag__tabs'
        tabs={RED_BAG_TABS.map((item) => ({ value: item.status, label: t(item.label) }))}
        value={status}
        onChange={setStatus}
      />
      {list.status === 'ready' ? (
        <PullToRefresh className='red-bag__refresh' scrollTop={atTop ? 0 : 1} onRefresh={onRefresh}>
          {body}
        </PullToRefresh>
      ) : (
        body
      )}
    </Page>
  )
}
