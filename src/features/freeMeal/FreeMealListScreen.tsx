import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { Button, Empty, Skeleton } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { Shop, ShopMtListResult, ShopPlatform } from '@api-types/shop'
import { mtList } from '@/api/shop'
import NoNetwork from '@/components/NoNetwork'
import Page from '@/components/Page'
import { useListPosition } from '@/hooks/useListPosition'
import { canLoadMore, usePagedQuery } from '@/data/usePagedQuery'
import { useServerNow } from '@/hooks/useServerNow'
import { useT } from '@/i18n'
import { checkLogin } from '@/lib/auth'
import { navigateTo } from '@/lib/navigation'
import FreeMealCard from './FreeMealCard'
import { messages } from './freeMealList.messages'
import './freeMealList.scss'
import { pageUrl } from '@/routes'

export const KINGEAT_PAGE_SIZE = 10

type PlatformFilter = 'all' | ShopPlatform
type SortKey = 'distance' | 'rebate'

const PLATFORMS: { value: PlatformFilter; label: 'kingeat.all' | 'deal.platform.mt' | 'deal.platform.ele' }[] = [
  { value: 'all', label: 'kingeat.all' },
  { value: 'mt', label: 'deal.platform.mt' },
  { value: 'ele', label: 'deal.platform.ele' },
]
const SORTS: { value: SortKey; label: 'kingeat.sortDistance' | 'kingeat.sortRebate' }[] = [
  { value: 'distance', label: 'kingeat.sortDistance' },
  { value: 'rebate', label: 'kingeat.sortRebate' },
]

function ListSkeleton() {
  return (
    <View className='kingeat__skeleton' aria-busy='true'>
      {[0, 1, 2].map((i) => (
        <View key={i} className='deal-card deal-card--skeleton'>
          <View className='deal-card__top'>
            <Skeleton width='72px' height='72px' />
            <View className='deal-card__main'>
              <Skeleton width='60%' height='16px' />
              <Skeleton className='kingeat__skeleton-lines' rows={2} width='100%' height='12px' />
            </View>
          </View>
        </View>
      ))}
    </View>
  )
}

// The free-meal ('king meal') list: takeaway shops with a deal near the user, by platform, sorted
// by distance or rebate, ten at a time. A card opens the shop; its button grabs a slot.
export default function FreeMealListScreen() {
  const t = useT(messages)
  const position = useListPosition()
  const [platform, setPlatform] = useState<PlatformFilter>('all')
  const [sort, setSort] = useState<SortKey>('distance')
  const list = usePagedQuery<Shop, ShopMtListResult>(
    `${platform}|${sort}`,
    (page, limit) =>
      mtList(
        { page, limit, sort, platform: platform === 'all' ? undefined : platform, latitude: position?.latitude, longitude: position?.longitude },
        { silent: true },
      ).then((res) => res.result),
    { limit: KINGEAT_PAGE_SIZE, enabled: position !== null },
  )
  // the windows and countdowns run on the server's clock of the latest answer
  const now = useServerNow(list.last?.server_time ?? null, list.items.length > 0)

  useReachBottom(() => {
    list.loadMore()
  })

  const open = (shop: Shop) => {
    navigateTo(pageUrl('shopDetail', { id: shop.id })).catch(() => undefined)
  }
  const grab = async (shop: Shop) => {
    if (await checkLogin({ ask: true })) navigateTo(pageUrl('grab', { shop_id: shop.id })).catch(() => undefined)
  }

  let body
  if (list.status === 'loading') body = <ListSkeleton />
  else if (list.status === 'error') {
    const kind = list.error?.kind
    body =
      kind === 'network' || kind === 'timeout' ? (
        <NoNetwork onRetry={list.reload} reason={kind === 'timeout' ? 'timeout' : 'offline'} />
      ) : (
        <Empty
          className='kingeat__state kingeat__state--error'
          image={<View className='kingeat__art kingeat__art--error' />}
          title={t('kingeat.failed')}
          description={list.error?.message}
        >
          <Button className='kingeat__retry' type='primary' onClick={list.reload}>
            {t('common.retry')}
          </Button>
        </Empty>
      )
  } else if (list.items.length === 0) {
    body = (
      <Empty
        className='kingeat__state kingeat__state--empty'
        image={<View className='kingeat__art' />}
        title={t('kingeat.empty')}
        description={t('kingeat.emptyHint')}
      />
    )
  } else {
    body = (
      <View className='kingeat__list'>
        {list.items.map((shop) => (
          <FreeMealCard key={shop.id} shop={shop} now={now} onOpen={open} onGrab={grab} />
        ))}
        <View
          className={`kingeat__footer kingeat__footer--${list.more}`}
          onClick={canLoadMore(list.more) ? list.loadMore : undefined}
        >
          {{ loading: t('common.loading'), done: t('common.noMore'), error: t('kingeat.moreFailed'), idle: t('kingeat.loadMore') }[list.more]}
        </View>
      </View>
    )
  }

  return (
    <Page className='kingeat'>
      <View className='kingeat-hero'>
        <Text className='kingeat-hero__title'>{t('kingeat.heroSlogan')}</Text>
        <Text className='kingeat-hero__hint'>{t('kingeat.heroHint')}</Text>
        <View className='kingeat-hero__steps'>
          {(['kingeat.step1', 'kingeat.step2', 'kingeat.step3', 'kingeat.step4'] as const).map((key, i) => (
            <View key={key} className='kingeat-hero__step'>
              <Text className='kingeat-hero__step-no'>{i + 1}</Text>
              <Text className='kingeat-hero__step-text'>{t(key)}</Text>
            </View>
          ))}
        </View>
      </View>
      <View className='kingeat-filter'>
        <View className='kingeat-filter__platforms' role='tablist'>
          {PLATFORMS.map((p) => (
            <View
              key={p.value}
              role='tab'
              aria-selected={platform === p.value}
              className={`kingeat-filter__platform${platform === p.value ? ' kingeat-filter__platform--on' : ''}`}
              onClick={() => setPlatform(p.value)}
            >
              {t(p.label)}
            </View>
          ))}
        </View>
        <View className='kingeat-filter__sorts'>
          {SORTS.map((s) => (
            <View
              key={s.value}
              role='button'
              aria-pressed={sort === s.value}
              className={`kingeat-filter__sort${sort === s.value ? ' kingeat-filter__sort--on' : ''}`}
              onClick={() => setSort(s.value)}
            >
              {t(s.label)}
            </View>
          ))}
        </View>
      </View>
      {body}
    </Page>
  )
}
