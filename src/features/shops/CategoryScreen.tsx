import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useMemo, useState } from 'react'
import Page from '@/components/Page'
import { EmptyState, FilterChips } from '@/components/ShopLists'
import { ShopFeed } from '@/features/shopFeed'
import { useCategories } from './useCategories'
import { useListPosition } from '@/hooks/useListPosition'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import type { Shop, ShopPlatform } from '@api-types/shop'
import messages from './search.messages'
import { PLATFORM_FILTERS, useCategoryShops } from './useCategoryShops'
import './search.scss'
import { pageUrl } from '@/routes'

const open = (shop: Shop) => navigateTo(pageUrl('shopDetail', { id: shop.id })).catch(() => undefined)

// /pages/search/category?id=: the free-meal shops of a category, with a category switcher and
// a platform filter (全部 / 美团 / 饿了么).
export default function CategoryScreen() {
  const t = useT(messages)
  const { params } = useRouter()
  const [categoryId, setCategoryId] = useState(() => Number(params.id) || 0)
  const [platform, setPlatform] = useState<(typeof PLATFORM_FILTERS)[number]['value']>('')
  const categories = useCategories()
  const position = useListPosition()
  const feed = useCategoryShops(categoryId, platform, position)
  const current = categories.find((c) => c.id === categoryId)

  const categoryChips = useMemo(
    () => [{ value: 0, label: t('all') }, ...categories.map((c) => ({ value: c.id, label: c.name }))],
    [categories, t],
  )
  return (
    <Page className='search-page category-page' title={current?.name}>
      <FilterChips<number> chips={categoryChips} value={categoryId} onChange={setCategoryId} className='category-page__categories' />
      <FilterChips<ShopPlatform | ''>
        chips={PLATFORM_FILTERS.map((p) => ({ value: p.value, label: t(p.label) }))}
        value={platform}
        onChange={setPlatform}
        className='category-page__platforms'
      />
      <View className='search-page__results'>
        <ShopFeed
          feed={feed}
          onOpen={open}
          ready={!!position}
          empty={<EmptyState className='search-page__empty' description={t('noDeals')} />}
        />
      </View>
    </Page>
  )
}
