import { Image, Text, View } from '@tarojs/components'
import type { Shop } from '@api-types/shop'
import { useT } from '@/i18n'
import { formatDistance } from '@/components/ShopCard/format'
import { dealState } from '@/utils/freeMealDeal'
import { displayYuan } from '@/utils/money'
import { platformKey } from './platform'
import { messages } from './messages'

export interface DealCardProps {
  shop: Shop
  /** Epoch ms of the clock the deal is read against. */
  now: number
  onOpen: (shop: Shop) => void
  onGrab: (shop: Shop) => void
}

// One free-meal shop of the list: what to pay and what comes back, the slots left (before a window
// opens, the slots it releases) and the activity window with its countdown; the card opens the
// shop, the button grabs a slot.
export default function DealCard({ shop, now, onOpen, onGrab }: DealCardProps) {
  const t = useT(messages)
  const deal = dealState(shop, shop.quota_left, now)
  const platform = platformKey(shop.platform)
  const canGrab = deal ? deal.canGrab : (shop.quota_left ?? 0) > 0
  const soldOut = deal ? deal.soldOut : (shop.quota_left ?? 0) <= 0
  const buttonText = canGrab
    ? t('kingeat.grab')
    : soldOut
      ? t('deal.soldOut')
      : deal?.phase === 'upcoming'
        ? t('kingeat.notOpen')
        : t('kingeat.over')
  // the phase line already says when it opens: the count alone here
  const coming = deal?.phase === 'upcoming' && typeof shop.quota_next === 'number' ? t('deal.nextCount', { n: shop.quota_next }) : null
  const quota = soldOut
    ? t('deal.soldOut')
    : coming ?? (deal?.phase === 'running' || !deal ? t('deal.left', { n: shop.quota_left ?? 0 }) : '')
  const distance = formatDistance(shop.distance)
  return (
    <View className='deal-card' data-id={shop.id} role='button' onClick={() => onOpen(shop)}>
      <View className='deal-card__top'>
        <Image className='deal-card__logo' src={shop.logo} mode='aspectFill' lazyLoad />
        <View className='deal-card__main'>
          <View className='deal-card__title-row'>
            {platform ? <Text className={`deal-card__platform deal-card__platform--${shop.platform}`}>{t(platform)}</Text> : null}
            <Text className='deal-card__name'>{shop.name}</Text>
          </View>
          <View className='deal-card__meta'>
            {shop.min_order_price ? <Text>{t('deal.minOrder', { amount: displayYuan(shop.min_order_price) })}</Text> : null}
            {distance ? <Text className='deal-card__distance'>{distance}</Text> : null}
          </View>
          <View className='deal-card__price'>
            <Text className='deal-card__pay'>
              {t('deal.pay')} ¥{displayYuan(shop.order_price)}
            </Text>
            <Text className='deal-card__arrow'>→</Text>
            <Text className='deal-card__rebate'>
              {t('deal.rebate')}
              <Text className='deal-card__rebate-num'>¥{displayYuan(shop.rebate)}</Text>
            </Text>
          </View>
        </View>
      </View>
      <View className='deal-card__bottom'>
        <View className={`deal-card__phase deal-card__phase--${deal?.phase ?? 'none'}`}>
          {deal?.phase === 'running' ? <Text>{t('deal.running', { left: deal.countdown ?? '' })}</Text> : null}
          {deal?.phase === 'upcoming' ? <Text>{t('deal.upcoming', { time: deal.startsAt ?? '' })}</Text> : null}
          {deal?.phase === 'ended' ? <Text>{t('deal.ended')}</Text> : null}
        </View>
        <Text className={`deal-card__quota${soldOut ? ' deal-card__quota--out' : ''}`}>{quota}</Text>
        <View
          className={`deal-card__grab${canGrab ? '' : ' deal-card__grab--off'}`}
          role='button'
          aria-disabled={!canGrab}
          onClick={(e) => {
            e.stopPropagation()
            if (canGrab) onGrab(shop)
          }}
        >
          {buttonText}
        </View>
      </View>
    </View>
  )
}
