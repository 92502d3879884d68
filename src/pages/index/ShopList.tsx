import { Image, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import NoNetwork from '@/components/NoNetwork'
import type { MessageKey, Translate } from '@/i18n'
import type { ResolvedLocation } from '@/lib/location'
import { navigateTo } from '@/lib/navigation'
import type { Shop, ShopSort } from '@api-types/shop'
import { shopDetailUrl } from './homeLinks'
import { SORTS, formatDistance, shortYuan } from './shopFormat'
import { shopMessages } from './shopMessages'
import { useLazyMessages } from './useLazyMessages'
import { useShopList } from './useShopList'
import './shopList.scss'

export interface ShopListProps {
  /** null while the page is still locating the user. */
  place: ResolvedLocation | null
  onChangePlace: () => void
}

type T = Translate<MessageKey | Extract<keyof (typeof shopMessages)['en'], string>>

function ShopCard({ shop, t }: { shop: Shop; t: T }) {
  const distance = formatDistance(shop.distance)
  const rebate = shortYuan(shop.rebate)
  const price = shortYuan(shop.price)
  const soldOut = shop.status === 0 || shop.quota_left === 0
  const tags = (shop.tags ?? []).filter((tag) => typeof tag === 'string' && tag).slice(0, 3)
  return (
    <View
      className={`shop-card${soldOut ? ' shop-card--sold-out' : ''}`}
      data-id={shop.id}
      onClick={() => navigateTo(shopDetailUrl(shop.id)).catch(() => undefined)}
    >
      <View className='shop-card__logo'>
        {shop.logo ? (
          <Image className='shop-card__logo-img' src={shop.logo} mode='aspectFill' lazyLoad />
        ) : (
          <Text className='shop-card__logo-text'>{shop.name.slice(0, 1)}</Text>
        )}
        {shop.platform ? <Text className={`shop-card__platform shop-card__platform--${shop.platform}`}>{t(shop.platform === 'mt' ? 'shops.mt' : 'shops.ele')}</Text> : null}
      </View>
      <View className='shop-card__body'>
        <View className='shop-card__row'>
          <Text className='shop-card__name'>{shop.name}</Text>
          {distance ? <Text className='shop-card__distance'>{distance}</Text> : null}
        </View>
        <View className='shop-card__meta'>
          {shop.category_name ? <Text className='shop-card__category'>{shop.category_name}</Text> : null}
          {shop.sales ? <Text className='shop-card__sales'>{t('shops.sales', { n: shop.sales })}</Text> : null}
        </View>
        {tags.length ? (
          <View className='shop-card__tags'>
            {tags.map((tag) => (
              <Text key={tag} className='shop-card__tag'>
                {tag}
              </Text>
            ))}
          </View>
        ) : null}
        <View className='shop-card__deal'>
          <View className='shop-card__deal-main'>
            {rebate ? (
              <Text className='shop-card__rebate'>
                {t('shops.rebate')}
                <Text className='shop-card__rebate-yen'>¥</Text>
                <Text className='shop-card__rebate-num'>{rebate}</Text>
              </Text>
            ) : price ? (
              <Text className='shop-card__rebate'>
                <Text className='shop-card__rebate-yen'>¥</Text>
                <Text className='shop-card__rebate-num'>{price}</Text>
                {shop.original_price ? <Text className='shop-card__original'>¥{shortYuan(shop.original_price)}</Text> : null}
              </Text>
            ) : null}
            <Text className='shop-card__deal-sub'>
              {shop.order_price
                ? t('shops.pay', { price: shortYuan(shop.order_price) })
                : shop.min_order_price
                  ? t('shops.minOrder', { price: shortYuan(shop.min_order_price) })
                  : ''}
              {shop.member_rebate ? ` · ${t('shops.memberRebate', { price: shortYuan(shop.member_rebate) })}` : ''}
            </Text>
          </View>
          <View className='shop-card__grab'>{soldOut ? t('shops.soldOut') : t('shops.grab')}</View>
        </View>
        {!soldOut && typeof shop.quota_left === 'number' ? (
          <Text className='shop-card__quota'>{t('shops.left', { n: shop.quota_left })}</Text>
        ) : null}
      </View>
    </View>
  )
}

function Skeleton() {
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

// The nearby-shop list of the home tab, loaded after the first paint (see lazy.ts): sort tabs,
// cards that open the shop detail, infinite loading at the bottom of the page, and its own
// loading, empty and error states.
export default function ShopList({ place, onChangePlace }: ShopListProps) {
  const t = useLazyMessages(shopMessages)
  const [sort, setSort] = useState<ShopSort>('distance')
  const { shops, status, more, error, reload, loadMore } = useShopList(place, sort)

  useReachBottom(() => {
    loadMore()
  })

  let body
  if (!place || status === 'loading') {
    body = <Skeleton />
  } else if (status === 'error') {
    body =
      error?.kind === 'network' || error?.kind === 'timeout' ? (
        <NoNetwork onRetry={reload} reason={error.kind === 'timeout' ? 'timeout' : 'offline'} />
      ) : (
        <View className='shop-state shop-state--error'>
          <View className='shop-state__art shop-state__art--error' />
          <Text className='shop-state__title'>{t('shops.failed')}</Text>
          <Text className='shop-state__hint'>{t('shops.failedHint')}</Text>
          <View className='shop-state__btn' role='button' onClick={reload}>
            {t('common.retry')}
          </View>
        </View>
      )
  } else if (!shops.length) {
    body = (
      <View className='shop-state shop-state--empty'>
        <View className='shop-state__art' />
        <Text className='shop-state__title'>{t('shops.empty')}</Text>
        <Text className='shop-state__hint'>{t('shops.emptyHint')}</Text>
        <View className='shop-state__btn shop-state__btn--ghost' role='button' onClick={onChangePlace}>
          {t('shops.changePlace')}
        </View>
      </View>
    )
  } else {
    body = (
      <View className='shop-list__items'>
        {shops.map((shop) => (
          <ShopCard key={shop.id} shop={shop} t={t} />
        ))}
        <View
          className={`shop-list__footer shop-list__footer--${more}`}
          onClick={more === 'idle' || more === 'error' ? loadMore : undefined}
        >
          {more === 'loading'
            ? t('common.loading')
            : more === 'done'
              ? t('common.noMore')
              : more === 'error'
                ? t('shops.failed') + ' · ' + t('common.retry')
                : t('shops.loadMore')}
        </View>
      </View>
    )
  }

  return (
    <View className='shop-list'>
      <View className='shop-list__head'>
        <Text className='shop-list__title'>{t('shops.title')}</Text>
        <View className='shop-list__sorts' role='tablist'>
          {SORTS.map((s) => (
            <View
              key={s.value}
              role='tab'
              aria-selected={s.value === sort}
              className={`shop-list__sort${s.value === sort ? ' shop-list__sort--on' : ''}`}
              onClick={() => setSort(s.value)}
            >
              {t(s.label)}
            </View>
          ))}
        </View>
      </View>
      {body}
    </View>
  )
}
