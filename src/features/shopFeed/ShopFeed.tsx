import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { type ReactNode, Suspense } from 'react'
import NoNetwork from '@/components/NoNetwork'
import { canLoadMore } from '@/data/usePagedQuery'
import { useT } from '@/i18n'
import type { Shop, ShopSort } from '@api-types/shop'
import { ShopCards } from './cards'
import messages from './feed.messages'
import { SORTS } from './paging'
import type { ShopCardsProps } from './ShopCards'
import type { PagedShops } from './usePagedShops'
import '@/components/ShopLists/feed.scss'

export function ShopSkeleton() {
  return (
    <View className='shop-skeleton'>
      {[0, 1, 2].map((i) => (
        <View key={i} className='shop-skeleton__card'>
          <View className='shop-skeleton__logo' />
          <View className='shop-skeleton__lines'>
            <View className='shop-skeleton__line shop-skeleton__line--w60' />
            <View className='shop-skeleton__line shop-skeleton__line--w40' />
            <View className='shop-skeleton__line shop-skeleton__line--w80' />
          </View>
        </View>
      ))}
    </View>
  )
}

/** 距离 / 返利 / 销量. */
export function SortTabs({ sort, onChange }: { sort: ShopSort; onChange: (sort: ShopSort) => void }) {
  const t = useT(messages)
  return (
    <View className='shop-sorts' role='tablist'>
      {SORTS.map((s) => (
        <View
          key={s.value}
          role='tab'
          aria-selected={s.value === sort}
          className={`shop-sorts__tab${s.value === sort ? ' shop-sorts__tab--on' : ''}`}
          onClick={() => onChange(s.value)}
        >
          {t(s.label)}
        </View>
      ))}
    </View>
  )
}

export interface ShopFeedProps {
  feed: PagedShops
  /** What an empty answer shows. */
  empty: ReactNode
  variant?: ShopCardsProps['variant']
  onOpen: (shop: Shop) => void
  /** false while the list's inputs are not known yet: the skeleton shows. */
  ready?: boolean
}

// A shop list with its states: skeleton while loading, the no-network state (tap to retry) or the
// server-error state with a retry button, the caller's empty state, the cards, and the next page
// when the page is scrolled to the bottom (or the footer is tapped after a failure).
export default function ShopFeed({ feed, empty, variant, onOpen, ready = true }: ShopFeedProps) {
  const t = useT(messages)
  const { shops, status, more, error, reload, loadMore } = feed
  useReachBottom(() => {
    loadMore()
  })

  if (!ready || status === 'loading') return <ShopSkeleton />
  if (status === 'error') {
    return error?.kind === 'network' || error?.kind === 'timeout' ? (
      <NoNetwork onRetry={reload} reason={error.kind === 'timeout' ? 'timeout' : 'offline'} />
    ) : (
      <View className='shop-state shop-state--error'>
        <View className='shop-state__art shop-state__art--error' />
        <Text className='shop-state__title'>{t('failed')}</Text>
        <View className='shop-state__btn' role='button' onClick={reload}>
          {t('common.retry')}
        </View>
      </View>
    )
  }
  if (!shops.length) return <>{empty}</>
  return (
    <View className={`shop-feed shop-feed--${variant ?? 'deal'}`}>
      <Suspense fallback={<ShopSkeleton />}>
        <ShopCards shops={shops} variant={variant} serverTime={feed.serverTime} onOpen={onOpen} />
      </Suspense>
      <View className={`shop-feed__footer shop-feed__footer--${more}`} onClick={canLoadMore(more) ? loadMore : undefined}>
        {{ loading: t('common.loading'), done: t('common.noMore'), error: `${t('failed')} · ${t('common.retry')}`, idle: t('loadMore') }[more]}
      </View>
    </View>
  )
}
