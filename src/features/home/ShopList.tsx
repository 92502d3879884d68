import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { ShopFeed, SortTabs } from '@/features/shopFeed'
import type { HomePlace } from './homeLinks'
import { navigateTo } from '@/lib/navigation'
import type { Shop, ShopSort } from '@api-types/shop'
import { shopMessages } from './shopList.messages'
import { useLazyMessages } from './useLazyMessages'
import { useShopList } from './useShopList'
import './shopList.scss'
import { pageUrl } from '@/routes'

export interface ShopListProps {
  /** null while the page is still locating the user. */
  place: HomePlace | null
  onChangePlace: () => void
}

const openShop = (shop: Shop) => navigateTo(pageUrl('shopDetail', { id: shop.id })).catch(() => undefined)

// The nearby-shop list of the home tab, loaded after the first paint (see lazy.ts): sort tabs,
// the shared shop cards that open the shop detail, infinite loading at the bottom of the page,
// and an empty state that offers another address.
export default function ShopList({ place, onChangePlace }: ShopListProps) {
  const t = useLazyMessages(shopMessages)
  const [sort, setSort] = useState<ShopSort>('distance')
  const feed = useShopList(place, sort)

  const empty = (
    <View className='shop-state shop-state--empty'>
      <View className='shop-state__art' />
      <Text className='shop-state__title'>{t('shops.empty')}</Text>
      <Text className='shop-state__hint'>{t('shops.emptyHint')}</Text>
      <View className='shop-state__btn shop-state__btn--ghost' role='button' onClick={onChangePlace}>
        {t('shops.changePlace')}
      </View>
    </View>
  )

  return (
    <View className='shop-list'>
      <View className='shop-list__head'>
        <Text className='shop-list__title'>{t('shops.title')}</Text>
        <SortTabs sort={sort} onChange={setSort} />
      </View>
      <ShopFeed feed={feed} empty={empty} onOpen={openShop} ready={!!place} />
    </View>
  )
}
