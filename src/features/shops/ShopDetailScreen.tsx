import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import Carousel from '@/components/Carousel'
import NoNetwork from '@/components/NoNetwork'
import Page from '@/components/Page'
import { EmptyState } from '@/components/ShopLists'
import { formatDistance } from '@/utils/distance'
import { useListPosition } from '@/hooks/useListPosition'
import { useT } from '@/i18n'
import { displayYuan } from '@/utils/money'
import { checkLogin } from '@/lib/auth'
import { goBack, navigateTo, switchTab } from '@/lib/navigation'
import type { FreeMealDeal, ShopDetail } from '@api-types/shop'
import { formatCountdown } from '@/utils/time'
import { type DealButton, type DealView, comingRelease, rebateForUser, windowText } from '@/features/freeMeal'
import messages from './shopDetail.messages'
import RuleList from '@/components/RuleList'
import { useDealClock, useShopDetail } from './useShopDetail'
import ShopVouchers from './ShopVouchers'
import './shopDetail.scss'
import Picture from '@/components/Picture'
import { pageUrl } from '@/routes'

type T = ReturnType<typeof useT<typeof messages>>
const ignore = () => undefined

function buttonText(button: DealButton, t: T): string {
  switch (button.kind) {
    case 'myOrder':
      return t('myOrder')
    case 'joinMember':
      return t('joinMember')
    case 'grab':
      return t('grab')
    case 'soldOut':
      return t('soldOut')
    case 'upcoming':
      return t('upcoming', { time: button.startsAt })
    default:
      return t('ended')
  }
}

async function press(button: DealButton, shopId: number) {
  if (button.kind === 'myOrder') {
    await (button.tab ? switchTab(button.url) : navigateTo(button.url)).catch(ignore)
  } else if (button.kind === 'joinMember') {
    await navigateTo(button.url).catch(ignore)
  } else if (button.kind === 'grab' && (await checkLogin({ ask: true }))) {
    await navigateTo(pageUrl('grab', { shop_id: shopId })).catch(ignore)
  }
}

function FreeMealPanel({ deal, view, countdown, t }: { deal: FreeMealDeal; view: DealView | null; countdown: string; t: T }) {
  // the rebate the server will pay this user (a member's: the member rebate)
  const rebate = rebateForUser(deal)
  const windows = [
    windowText(deal.am_start_time, deal.am_end_time) && t('morning', { time: windowText(deal.am_start_time, deal.am_end_time) }),
    windowText(deal.pm_start_time, deal.pm_end_time) && t('afternoon', { time: windowText(deal.pm_start_time, deal.pm_end_time) }),
  ].filter(Boolean)
  return (
    <View className='shop-detail__deal'>
      <View className='shop-detail__deal-head'>
        <Text className='shop-detail__deal-badge'>{t('freeMeal')}</Text>
        {deal.member_only ? <Text className='shop-detail__deal-member-only'>{t('memberOnly')}</Text> : null}
        {countdown ? <Text className='shop-detail__countdown'>{countdown}</Text> : null}
      </View>
      <View className='shop-detail__deal-prices'>
        <Text className='shop-detail__deal-rebate'>{t('rebate', { price: displayYuan(rebate.price) })}</Text>
        <Text className='shop-detail__deal-pay'>{t('pay', { price: displayYuan(deal.order_price) })}</Text>
      </View>
      {rebate.memberRate ? (
        <Text className='shop-detail__deal-member'>{t('memberRateApplied')}</Text>
      ) : rebate.memberOffer ? (
        <Text className='shop-detail__deal-member'>{t('memberRebate', { price: displayYuan(rebate.memberOffer) })}</Text>
      ) : null}
      <View className='shop-detail__deal-lines'>
        {Number(deal.min_order_price) > 0 ? <Text className='shop-detail__deal-line'>{t('minOrder', { price: displayYuan(deal.min_order_price) })}</Text> : null}
        {windows.length ? <Text className='shop-detail__deal-line shop-detail__windows'>{t('windows')}：{windows.join(' · ')}</Text> : null}
        <Text className='shop-detail__deal-line shop-detail__quota'>
          {comingRelease(view, deal.quota_next, t) ??
            (deal.quota_left > 0 ? t('leftOf', { n: deal.quota_left, total: deal.quota_total }) : t('soldOutToday'))}
        </Text>
      </View>
      <RuleList className='shop-detail__rules' titleClassName='shop-detail__rules-title' title={t('rules')} text={deal.rules} />
    </View>
  )
}

function Skeleton() {
  return (
    <View className='shop-detail shop-detail--loading'>
      <View className='shop-detail__skeleton-photo' />
      <View className='shop-detail__card'>
        <View className='shop-detail__skeleton-line shop-detail__skeleton-line--w60' />
        <View className='shop-detail__skeleton-line shop-detail__skeleton-line--w40' />
        <View className='shop-detail__skeleton-line shop-detail__skeleton-line--w80' />
      </View>
    </View>
  )
}

function Body({ shop, refresh, t }: { shop: ShopDetail; refresh: () => void; t: T }) {
  const { view, remaining } = useDealClock(shop, refresh)
  const images = shop.images?.length ? shop.images : shop.logo ? [shop.logo] : []
  const distance = formatDistance(shop.distance)
  const countdown = view?.countdown && remaining > 0
    ? t(view.countdown.to === 'end' ? 'endsIn' : 'startsIn', { time: formatCountdown(remaining * 1000, { fixedHours: true }) })
    : ''
  const canMap = process.env.TARO_ENV === 'weapp' && typeof shop.latitude === 'number' && typeof shop.longitude === 'number'

  return (
    <View className={`shop-detail${view ? ' shop-detail--with-bar' : ''}`}>
      {images.length ? (
        <Carousel
          className='shop-detail__swiper'
          slides={images.map((src) => ({ key: src, content: <Picture alt={shop.name} className='shop-detail__photo' src={src} mode='aspectFill' /> }))}
        />
      ) : (
        <View className='shop-detail__swiper shop-detail__swiper--blank'>
          <Text className='shop-detail__initial'>{shop.name.slice(0, 1)}</Text>
        </View>
      )}

      <View className='shop-detail__card shop-detail__info'>
        <Text className='shop-detail__name'>{shop.name}</Text>
        <View className='shop-detail__meta'>
          {shop.rating ? <Text className='shop-detail__rating'>★ {t('rating', { rating: shop.rating.toFixed(1) })}</Text> : null}
          {shop.sales ? <Text className='shop-detail__sales'>{t('sales', { n: shop.sales })}</Text> : null}
          {shop.category_name ? <Text className='shop-detail__category'>{shop.category_name}</Text> : null}
        </View>
        {shop.tags?.length ? (
          <View className='shop-detail__tags'>
            {shop.tags.slice(0, 5).map((tag) => (
              <Text key={tag} className='shop-detail__tag'>
                {tag}
              </Text>
            ))}
          </View>
        ) : null}
      </View>

      {shop.free_meal ? <FreeMealPanel deal={shop.free_meal} view={view} countdown={countdown} t={t} /> : null}

      <ShopVouchers vouchers={shop.vouchers} />

      <View className='shop-detail__card shop-detail__place'>
        <View className='shop-detail__address'>
          <Text className='shop-detail__address-text'>{shop.address}</Text>
          {distance ? <Text className='shop-detail__distance'>{distance}</Text> : null}
        </View>
        {canMap ? (
          <View
            className='shop-detail__action shop-detail__action--map'
            onClick={() => Taro.openLocation({ latitude: shop.latitude!, longitude: shop.longitude!, name: shop.name, address: shop.address }).catch(ignore)}
          >
            {t('map')}
          </View>
        ) : null}
        {shop.phone ? (
          <View className='shop-detail__action shop-detail__action--call' onClick={() => Taro.makePhoneCall({ phoneNumber: shop.phone }).catch(ignore)}>
            {t('call')}
          </View>
        ) : null}
      </View>

      {shop.business_hours || shop.description ? (
        <View className='shop-detail__card shop-detail__about'>
          {shop.business_hours ? (
            <View className='shop-detail__row'>
              <Text className='shop-detail__row-label'>{t('hours')}</Text>
              <Text className='shop-detail__row-value'>{shop.business_hours}</Text>
            </View>
          ) : null}
          {shop.description ? (
            <View className='shop-detail__desc'>
              <Text className='shop-detail__row-label'>{t('about')}</Text>
              <Text className='shop-detail__desc-text'>{shop.description}</Text>
            </View>
          ) : null}
        </View>
      ) : null}

      {view ? (
        <View className='shop-detail__bar'>
          <View
            role='button'
            className={`shop-detail__button shop-detail__button--${view.button.kind}`}
            onClick={() => press(view.button, shop.id)}
          >
            {buttonText(view.button, t)}
          </View>
        </View>
      ) : null}
    </View>
  )
}

export interface ShopDetailScreenProps {
  /** 'takeaway': /pages/shopdetail/shopdetail; 'quality': shopdetail_gf (quality-zone shops). */
  variant: 'takeaway' | 'quality'
}

// The shop detail of shopdetail?id= and shopdetail_gf?id=: photos, name, rating, sales, tags,
// the free-meal deal with its button and countdown on the server's clock, the vouchers to buy, address with distance,
// phone and map, hours and description; with loading, not-found and error states.
export default function ShopDetailScreen({ variant }: ShopDetailScreenProps) {
  const t = useT(messages)
  const { params } = useRouter()
  const position = useListPosition()
  const { shop, status, error, reload, refresh } = useShopDetail(Number(params.id) || 0, position)

  let content
  if (status === 'loading') content = <Skeleton />
  else if (status === 'error') {
    content =
      error?.kind === 'network' || error?.kind === 'timeout' ? (
        <NoNetwork onRetry={reload} reason={error.kind === 'timeout' ? 'timeout' : 'offline'} />
      ) : (
        <View className='shop-detail__state shop-detail__state--error'>
          <EmptyState error description={t('failed')} />
          <View className='shop-detail__state-btn' role='button' onClick={reload}>
            {t('common.retry')}
          </View>
        </View>
      )
  } else if (status === 'notFound' || !shop) {
    content = (
      <View className='shop-detail__state shop-detail__state--not-found'>
        <EmptyState description={t('notFound')} />
        <View className='shop-detail__state-btn' role='button' onClick={() => goBack().catch(ignore)}>
          {t('backHome')}
        </View>
      </View>
    )
  } else content = <Body shop={shop} refresh={refresh} t={t} />

  return (
    <Page className={`shop-detail-page shop-detail-page--${variant}`} title={status === 'ready' ? shop?.name : undefined}>
      {content}
    </Page>
  )
}
