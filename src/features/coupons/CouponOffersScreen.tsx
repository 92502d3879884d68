import { Text, View } from '@tarojs/components'
import { Button, Empty, Popup, Skeleton } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import type { DiscountConfig } from '@api-types/discount'
import Page from '@/components/Page'
import { useT } from '@/i18n'
import { checkLogin } from '@/lib/auth'
import { navigateTo } from '@/lib/navigation'
import LoadError from '@/components/LoadError'
import { formatGold } from '@/utils/money'
import messages from './offers.messages'
import { offerView } from './offerView'
import { useCouponOffers } from './useCouponOffers'
import Picture from '@/components/Picture'
import { pageUrl } from '@/routes'

const RULES = ['redbag.rule1', 'redbag.rule2', 'redbag.rule3'] as const

function OfferSkeleton() {
  return (
    <View className='redbag-offers' aria-busy='true'>
      {[0, 1, 2].map((i) => (
        <View key={i} className='redbag-offer redbag-offer--skeleton'>
          <View className='redbag-offer__value' />
          <View className='redbag-offer__main'>
            <Skeleton width='60%' height='16px' />
            <Skeleton className='redbag-offer__skeleton-lines' rows={2} width='100%' height='12px' />
          </View>
        </View>
      ))}
    </View>
  )
}

// 外卖红包 (where a login of type 1 lands): the takeaway-platform coupons of the day, each received
// in the in-app web page; coming back, the page asks whether the platform gave it, and gives the
// gold back when it did not.
export default function CouponOffersScreen() {
  const t = useT(messages)
  const { loggedIn, gold, offers, receiving, receive, asking, answering, answer, dismiss } = useCouponOffers()

  const offerCard = (offer: DiscountConfig) => {
    const view = offerView(offer)
    const busy = receiving === offer.coupon_type
    return (
      <View key={offer.id} className={`redbag-offer${view.soldOut ? ' redbag-offer--out' : ''}`} data-type={offer.coupon_type}>
        <View className='redbag-offer__value'>
          {view.amount ? (
            <Text className='redbag-offer__amount'>
              <Text className='redbag-offer__yen'>¥</Text>
              {view.amount}
            </Text>
          ) : offer.image ? (
            <Picture alt='' className='redbag-offer__image' src={offer.image} mode='aspectFit' />
          ) : null}
          <Text className='redbag-offer__threshold'>{t(view.threshold.key, view.threshold.params)}</Text>
        </View>
        <View className='redbag-offer__main'>
          <Text className='redbag-offer__title'>{offer.title}</Text>
          {offer.description ? <Text className='redbag-offer__desc'>{offer.description}</Text> : null}
          <View className='redbag-offer__foot'>
            <Text className={`redbag-offer__cost${view.cost.key === 'redbag.free' ? ' redbag-offer__cost--free' : ''}`}>
              {t(view.cost.key, view.cost.params)}
            </Text>
            <Button
              className='redbag-offer__btn'
              size='small'
              type='primary'
              disabled={view.soldOut || (receiving !== null && !busy)}
              loading={busy}
              onClick={() => receive(offer)}
            >
              {t(view.button.key)}
            </Button>
          </View>
        </View>
      </View>
    )
  }

  let list
  if (offers.state === 'loading') list = <OfferSkeleton />
  else if (offers.state === 'error' || !offers.data) list = <LoadError title={t('redbag.failed')} error={offers.error} onRetry={offers.reload} />
  else if (offers.data.length === 0) {
    list = <Empty className='redbag-empty' image={<View className='redbag-empty__art' />} title={t('redbag.empty')} description={t('redbag.emptyHint')} />
  } else list = <View className='redbag-offers'>{offers.data.map(offerCard)}</View>

  const refund = asking?.gold_spent ?? asking?.discount_config?.gold_price ?? 0

  return (
    <Page className='redbag-page'>
      <View className='redbag-hero'>
        <View className='redbag-hero__glow' />
        <View className='redbag-hero__heading'>
          <Text className='redbag-hero__title'>{t('redbag.heroTitle')}</Text>
          <Text className='redbag-hero__badge'>{t('redbag.heroBadge')}</Text>
        </View>
        <Text className='redbag-hero__sub'>{t('redbag.heroSub')}</Text>
        <View className='redbag-hero__packet' />
      </View>

      {loggedIn ? (
        <View className='redbag-account'>
          <View className='redbag-account__gold'>
            <View className='redbag-account__coin' />
            <Text className='redbag-account__label'>{t('redbag.myGold')}</Text>
            <Text className='redbag-account__value'>{formatGold(gold)}</Text>
          </View>
          <View className='redbag-account__cards' role='button' onClick={() => navigateTo(pageUrl('redBag')).catch(() => undefined)}>
            <Text>{t('redbag.myCards')}</Text>
            <ArrowRight size={12} color='#FC4D16' />
          </View>
        </View>
      ) : (
        <View className='redbag-account redbag-account--guest' role='button' onClick={() => checkLogin().catch(() => undefined)}>
          <Text className='redbag-account__label'>{t('redbag.guest')}</Text>
          <Text className='redbag-account__login'>{t('common.goLogin')}</Text>
        </View>
      )}

      <View className='redbag-section'>
        <Text className='redbag-section__title'>{t('redbag.listTitle')}</Text>
        {list}
      </View>

      <View className='redbag-rules'>
        <Text className='redbag-rules__title'>{t('redbag.rulesTitle')}</Text>
        {RULES.map((key, i) => (
          <Text key={key} className='redbag-rules__item'>
            {i + 1}. {t(key)}
          </Text>
        ))}
      </View>

      <Popup visible={asking !== null} position='bottom' round closeable onClose={dismiss} className='redbag-ask'>
        <View className='redbag-ask__body'>
          <View className='redbag-ask__art' />
          <Text className='redbag-ask__title'>{t('redbag.askTitle')}</Text>
          {asking ? <Text className='redbag-ask__coupon'>{asking.title}</Text> : null}
          <Text className='redbag-ask__hint'>{refund > 0 ? t('redbag.askRefund', { gold: refund }) : t('redbag.askHint')}</Text>
          <View className='redbag-ask__actions'>
            <Button className='redbag-ask__no' fill='outline' type='primary' disabled={answering} loading={answering} onClick={() => answer(false)}>
              {t('redbag.notClaimed')}
            </Button>
            <Button className='redbag-ask__yes' type='primary' disabled={answering} onClick={() => answer(true)}>
              {t('redbag.claimed')}
            </Button>
          </View>
        </View>
      </Popup>
    </Page>
  )
}
