import { Text, View } from '@tarojs/components'
import type { Shop } from '@api-types/shop'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { formatDistance } from '@/utils/distance'
import { displayYuan, ruleYuan } from '@/utils/money'
import { presentDeal, rebateForUser } from './dealPresenter'
import { useDealButtonText, useViewerIsMember } from './dealTexts'
import { messages } from './freeMealList.messages'
import { platformKey } from './platform'
import Picture from '@/components/Picture'

export interface FreeMealCardProps {
  shop: Shop
  /** Epoch ms of the clock the deal is read against. */
  now: number
  onOpen: (shop: Shop) => void
  onGrab: (shop: Shop) => void
}

// One free-meal shop of the list: what to pay and what comes back, the slots left (before a window
// opens, the slots it releases) and the activity window with its countdown; the card opens the
// shop, the button grabs a slot. A member-only deal wears 会员专享; for a non-member its button
// reads 开通会员抢 and opens the member centre (the deal presenter decides).
export default function FreeMealCard({ shop, now, onOpen, onGrab }: FreeMealCardProps) {
  const t = useT(messages)
  const buttonText = useDealButtonText()
  const deal = presentDeal(shop, now, useViewerIsMember())
  const join = deal.button.kind === 'joinMember' ? deal.button.url : null
  const platform = platformKey(shop.platform)
  const { canGrab, soldOut } = deal
  // the phase line already says when it opens: the count alone here
  const coming = deal.nextRelease !== null ? t('deal.nextCount', { n: deal.nextRelease }) : null
  const quota = soldOut
    ? t('deal.soldOut')
    : coming ?? (deal.phase === 'running' || deal.phase === null ? t('deal.left', { n: shop.quota_left ?? 0 }) : '')
  const distance = formatDistance(shop.distance)
  return (
    <View className='deal-card' data-id={shop.id} role='button' onClick={() => onOpen(shop)}>
      <View className='deal-card__top'>
        <Picture alt='' className='deal-card__logo' src={shop.logo} mode='aspectFill' lazyLoad />
        <View className='deal-card__main'>
          <View className='deal-card__title-row'>
            {platform ? <Text className={`deal-card__platform deal-card__platform--${shop.platform}`}>{t(platform)}</Text> : null}
            <Text className='deal-card__name'>{shop.name}</Text>
            {deal.memberOnly ? <Text className='deal-card__member-only'>{t('deal.memberOnly')}</Text> : null}
          </View>
          <View className='deal-card__meta'>
            {shop.min_order_price ? <Text>{t('deal.minOrder', { amount: ruleYuan(shop.min_order_price) })}</Text> : null}
            {distance ? <Text className='deal-card__distance'>{distance}</Text> : null}
          </View>
          <View className='deal-card__price'>
            <Text className='deal-card__pay'>
              {t('deal.pay')} ¥{displayYuan(shop.order_price)}
            </Text>
            <Text className='deal-card__arrow'>→</Text>
            <Text className='deal-card__rebate'>
              {t('deal.rebate')}
              <Text className='deal-card__rebate-num'>¥{displayYuan(rebateForUser(shop).price)}</Text>
            </Text>
          </View>
        </View>
      </View>
      <View className='deal-card__bottom'>
        <View className={`deal-card__phase deal-card__phase--${deal.phase ?? 'none'}`}>
          {deal.phaseText ? <Text>{t(deal.phaseText.key, deal.phaseText.params)}</Text> : null}
        </View>
        <Text className={`deal-card__quota${soldOut ? ' deal-card__quota--out' : ''}`}>{quota}</Text>
        <View
          className={`deal-card__grab${deal.buttonLook === 'active' ? '' : ` deal-card__grab--${deal.buttonLook}`}`}
          role='button'
          aria-disabled={deal.buttonLook === 'off'}
          onClick={(e) => {
            e.stopPropagation()
            if (join) navigateTo(join).catch(() => undefined)
            else if (canGrab) onGrab(shop)
          }}
        >
          {buttonText(deal.button)}
        </View>
      </View>
    </View>
  )
}
