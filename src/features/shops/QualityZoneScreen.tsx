import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import Page from '@/components/Page'
import { EmptyState, FilterChips } from '@/components/ShopLists'
import { ShopFeed } from '@/features/shopFeed'
import { useCategories } from './useCategories'
import { useListPosition } from '@/hooks/useListPosition'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import type { Shop } from '@api-types/shop'
import messages from './qualityZone.messages'
import { useGoodShops } from './useGoodShops'
import './qualityZone.scss'
import { pageUrl } from '@/routes'

const open = (url: string) => navigateTo(url).catch(() => undefined)
const openShop = (shop: Shop) => open(pageUrl('qualityShopDetail', { id: shop.id }))

// /pages/index/pzzq_index, the quality zone: a search entry, category chips and the quality
// shops as photo cards, nearest first.
export default function QualityZoneScreen() {
  const t = useT(messages)
  const [categoryId, setCategoryId] = useState(0)
  const categories = useCategories()
  const position = useListPosition()
  const feed = useGoodShops(categoryId, position)
  const chips = useMemo(
    () => [{ value: 0, label: t('all') }, ...categories.map((c) => ({ value: c.id, label: c.name }))],
    [categories, t],
  )

  return (
    <Page className='pzzq'>
      <View className='pzzq__head'>
        <View className='pzzq__search' role='search' onClick={() => open(pageUrl('qualitySearch', { latitude: position?.latitude, longitude: position?.longitude }))}>
          <View className='pzzq__search-icon' />
          <Text className='pzzq__search-text'>{t('search')}</Text>
        </View>
        <Text className='pzzq__title'>{t('banner')}</Text>
        <Text className='pzzq__sub'>{t('bannerSub')}</Text>
      </View>
      <FilterChips<number> chips={chips} value={categoryId} onChange={setCategoryId} className='pzzq__chips' />
      <View className='pzzq__list'>
        <ShopFeed
          feed={feed}
          variant='photo'
          onOpen={openShop}
          ready={!!position}
          empty={<EmptyState className='pzzq__empty' description={t('empty')} />}
        />
      </View>
    </Page>
  )
}
