import { Text, View } from '@tarojs/components'
import { memo } from 'react'
import { parseShanghai } from '@/hooks/useServerNow'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import type { Shop } from '@api-types/shop'
import { presentDeal, rebateForUser, useDealButtonText, useMemberOnlyText, useViewerIsMember } from '@/features/freeMeal'
import { formatDistance } from '@/utils/distance'
import { displayYuan, ruleYuan } from '@/utils/money'
import { cardTags, quotaState } from './shopCardView'
import messages from './shopCard.messages'
import './shopCard.scss'
import Picture from '@/components/Picture'

export interface ShopCardProps {
  shop: Shop
  /** 'deal': logo beside the name and the free-meal deal (home, search, category); 'photo': the
   * shop photo on top, for the quality zone. */
  variant?: 'deal' | 'photo'
  /** server_time of the answer the shop came in: its slots were counted then. */
  serverTime?: string
  onOpen: (shop: Shop) => void
}

function Tags({ shop }: { shop: Shop }) {
  const shown = cardTags(shop)
  if (!shown.length) return null
  return (
    <View className='shop-card__tags'>
      {shown.map((tag) => (
        <Text key={tag} className='shop-card__tag'>
          {tag}
        </Text>
      ))}
    </View>
  )
}

// One shop of a list: name, distance, category, monthly sales, tags and, when the shop has a
// free-meal deal, 满X返Y with the order price and today's slots left (or 已抢完); before a window
// opens, as of the answer, the slots it releases instead. The deal is read by the free-meal
// presenter as of the answer's server time, and its button says what the free-meal list's says
// (未开始, 已结束, 已抢完) unless a slot can be grabbed (去抢). A member-only deal wears 会员专享, and
// for a non-member its button reads 开通会员抢 and opens the member centre instead of the shop.
function ShopCard({ shop, variant = 'deal', serverTime, onOpen }: ShopCardProps) {
  const t = useT(messages)
  const dealButtonText = useDealButtonText()
  const memberOnlyText = useMemberOnlyText()
  const distance = formatDistance(shop.distance)
  // the rebate the server pays this user (a member's: the member rebate), and the member's offer to others
  const paid = rebateForUser(shop)
  const rebate = shop.rebate ? displayYuan(paid.price, '') : ''
  const minOrder = displayYuan(shop.min_order_price, '')
  const quota = quotaState(shop)
  const deal = presentDeal(shop, parseShanghai(serverTime), useViewerIsMember())
  const join = deal.button.kind === 'joinMember' ? deal.button.url : null
  const memberOnly = rebate && deal.memberOnly ? <Text className='shop-card__member-only'>{memberOnlyText}</Text> : null
  const coming = deal.nextRelease !== null ? t('deal.next', { time: deal.startsAt ?? '', n: deal.nextRelease }) : null
  // a shop with a deal looks sold out as the free-meal list says; one without, by its slots alone
  const soldOut = rebate ? deal.soldOut : quota.kind === 'soldOut' && !coming
  const platform = shop.platform ? (
    <Text className={`shop-card__platform shop-card__platform--${shop.platform}`}>{t(shop.platform)}</Text>
  ) : null
  const meta = (
    <View className='shop-card__meta'>
      {shop.rating ? <Text className='shop-card__rating'>★ {shop.rating.toFixed(1)}</Text> : null}
      {shop.category_name ? <Text className='shop-card__category'>{shop.category_name}</Text> : null}
      {shop.sales ? <Text className='shop-card__sales'>{t('sales', { n: shop.sales })}</Text> : null}
      {distance ? <Text className='shop-card__distance'>{distance}</Text> : null}
    </View>
  )

  if (variant === 'photo') {
    return (
      <View className='shop-card shop-card--photo' data-id={shop.id} onClick={() => onOpen(shop)}>
        <View className='shop-card__photo'>
          {shop.logo ? <Picture alt='' className='shop-card__photo-img' src={shop.logo} mode='aspectFill' lazyLoad /> : null}
          {platform}
        </View>
        <View className='shop-card__photo-body'>
          <Text className='shop-card__name'>{shop.name}</Text>
          {meta}
          <Tags shop={shop} />
          {rebate ? <Text className='shop-card__photo-deal'>{t('rebate')} ¥{rebate}</Text> : null}
          {memberOnly}
        </View>
      </View>
    )
  }

  return (
    <View className={`shop-card${soldOut ? ' shop-card--sold-out' : ''}`} data-id={shop.id} onClick={() => onOpen(shop)}>
      <View className='shop-card__logo'>
        {shop.logo ? (
          <Picture alt='' className='shop-card__logo-img' src={shop.logo} mode='aspectFill' lazyLoad />
        ) : (
          <Text className='shop-card__logo-text'>{shop.name.slice(0, 1)}</Text>
        )}
        {platform}
      </View>
      <View className='shop-card__body'>
        <Text className='shop-card__name'>{shop.name}</Text>
        {meta}
        <Tags shop={shop} />
        {rebate ? (
          <View className='shop-card__deal'>
            <View className='shop-card__deal-main'>
              <Text className='shop-card__rebate'>
                {minOrder ? t('fullRebate', { min: ruleYuan(shop.min_order_price), rebate: ruleYuan(paid.price) }) : `${t('rebate')}¥${rebate}`}
                {memberOnly}
              </Text>
              <Text className='shop-card__deal-sub'>
                {[
                  shop.order_price ? t('pay', { price: displayYuan(shop.order_price) }) : '',
                  paid.memberOffer ? t('memberRebate', { price: displayYuan(paid.memberOffer) }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </View>
            <View
              className={`shop-card__grab${deal.buttonLook === 'active' ? '' : ` shop-card__grab--${deal.buttonLook}`}`}
              role='button'
              aria-disabled={deal.buttonLook === 'off'}
              onClick={join ? (e) => {
                e.stopPropagation()
                navigateTo(join).catch(() => undefined)
              } : undefined}
            >
              {deal.button.kind === 'grab' ? t('grab') : dealButtonText(deal.button)}
            </View>
          </View>
        ) : null}
        {coming ? <Text className='shop-card__quota'>{coming}</Text> : null}
        {!coming && quota.kind === 'left' ? <Text className='shop-card__quota'>{t('left', { n: quota.n })}</Text> : null}
        {soldOut && !rebate ? <Text className='shop-card__quota shop-card__quota--out'>{t('soldOut')}</Text> : null}
      </View>
    </View>
  )
}

// memoised: a list drawn a few cards at a time (ShopCards) or growing by a page leaves the cards it
// has drawn as they are
export default memo(ShopCard)
