import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import type { ShopDetail } from '@api-types/shop'
import { grab } from '@/api/order'
import { detail } from '@/api/shop'
import Page from '@/components/Page'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useQuery } from '@/data/useQuery'
import { useServerNow } from '@/hooks/useServerNow'
import { useT } from '@/i18n'
import { checkLogin } from '@/lib/auth'
import { navigateTo, redirectTo } from '@/lib/navigation'
import { ApiError } from '@/lib/request'
import { toast } from '@/lib/toast'
import RuleList from '@/components/RuleList'
import DetailStates from '@/components/DetailStates'
import { displayYuan } from '@/utils/money'
import { comingRelease, presentDeal, rebateForUser } from './dealPresenter'
import { useViewerIsMember } from './dealTexts'
import { messages } from './grab.messages'
import { platformKey } from './platform'
import './grab.scss'
import Picture from '@/components/Picture'
import { pageUrl } from '@/routes'

const STEPS = ['submit.step1', 'submit.step2', 'submit.step3', 'submit.step4'] as const

/** The shop id of the query, or null when it is not a positive integer. */
export function shopIdOf(raw: string | undefined): number | null {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}

// Confirms and grabs a free-meal slot (ordersubmit?shop_id=): the deal, the steps and rules, then
// order/grab; a member-only deal (会员专享) offers a non-member 开通会员抢, to the member centre. A grabbed slot opens its proof page; a refusal (the request client shows the server's
// reason) reloads the deal, whose quota has likely moved.
export default function GrabScreen() {
  const t = useT(messages)
  const shopId = shopIdOf(useRouter().params.shop_id)
  const remote = useQuery<ShopDetail>(String(shopId), async () => {
    if (shopId === null) throw new ApiError(t('submit.badShop'), 0, 'status')
    return (await detail({ id: shopId }, { silent: true })).result
  })
  const shop = remote.data
  const deal = shop?.free_meal ?? null
  const isMember = useViewerIsMember()
  // the rebate the server will pay this user and the grab keeps (a member's: the member rebate)
  const rebate = deal ? rebateForUser(deal) : null
  const now = useServerNow(deal?.server_time, !!deal)
  const state = deal ? presentDeal(deal, now, isMember) : null
  const { busy, run } = useAction()

  const confirmGrab = () =>
    run(null, async () => {
      if (!shop || !(await checkLogin({ ask: true }))) return
      try {
        const res = await grab({ shop_id: shop.id })
        toast(t('submit.success'), TOAST_DEFAULT)
        await redirectTo(pageUrl('proof', { id: res.result.id })).catch(() => undefined)
      } catch {
        // refused (sold out, outside the windows, already holding one): the client showed why
        await remote.refresh().catch(() => undefined)
      }
    })

  if (remote.state !== 'ready' || !shop) {
    return <DetailStates page='order-submit' card='order-submit__card' head='60%' failed={t('submit.failed')} remote={remote} />
  }

  const platform = platformKey(shop.platform)
  // before a window opens: the slots it releases, not the 0 released so far
  const coming = comingRelease(state, deal?.quota_next, t)
  const mine = deal?.my_order ?? null
  const canGrab = !!state?.canGrab && !mine
  const button = state?.button
  const join = button?.kind === 'joinMember' ? button.url : null
  const buttonText = !button
    ? t('submit.noDeal')
    : join
      ? t('deal.joinMember')
      : button.kind === 'upcoming'
        ? t('deal.upcoming', { time: button.startsAt })
        : button.kind === 'ended'
          ? t('deal.ended')
          : button.kind === 'soldOut'
            ? t('deal.soldOut')
            : t('submit.confirm')

  return (
    <Page className='order-submit'>
      <View className='order-submit__shop'>
        <Picture alt='' className='order-submit__logo' src={shop.logo} mode='aspectFill' />
        <View className='order-submit__shop-main'>
          <Text className='order-submit__name'>{shop.name}</Text>
          {shop.address ? <Text className='order-submit__address'>{shop.address}</Text> : null}
        </View>
        {platform ? <Text className={`order-submit__platform order-submit__platform--${shop.platform}`}>{t(platform)}</Text> : null}
      </View>

      {deal ? (
        <View className='order-submit__card order-submit__deal'>
          {state?.memberOnly ? <Text className='order-submit__member-only'>{t('deal.memberOnly')}</Text> : null}
          <View className='order-submit__money'>
            <View className='order-submit__money-item'>
              <Text className='order-submit__money-label'>{t('submit.pay')}</Text>
              <Text className='order-submit__money-pay'>¥{displayYuan(deal.order_price)}</Text>
            </View>
            <Text className='order-submit__money-arrow'>→</Text>
            <View className='order-submit__money-item'>
              <Text className='order-submit__money-label'>{t(rebate!.memberRate ? 'submit.memberRebate' : 'submit.rebate')}</Text>
              <Text className='order-submit__money-rebate'>¥{displayYuan(rebate!.price)}</Text>
            </View>
          </View>
          <View className='order-submit__rows'>
            <View className='order-submit__row'>
              <Text>{t('submit.minOrder')}</Text>
              <Text className='order-submit__row-value'>¥{displayYuan(deal.min_order_price)}</Text>
            </View>
            {platform ? (
              <View className='order-submit__row'>
                <Text>{t('submit.platform')}</Text>
                <Text className='order-submit__row-value'>{t(platform)}</Text>
              </View>
            ) : null}
            <View className='order-submit__row'>
              <Text>{coming ? t('submit.slots') : t('submit.quota')}</Text>
              <Text className='order-submit__row-value order-submit__quota'>
                {coming ?? (state?.soldOut ? t('deal.soldOut') : t('submit.quotaValue', { left: deal.quota_left, total: deal.quota_total }))}
              </Text>
            </View>
          </View>
          {state?.phaseText ? (
            <View className={`order-submit__phase order-submit__phase--${state.phase}`}>{t(state.phaseText.key, state.phaseText.params)}</View>
          ) : null}
        </View>
      ) : (
        <View className='order-submit__card order-submit__none'>{t('submit.noDeal')}</View>
      )}

      <View className='order-submit__card'>
        <Text className='order-submit__heading'>{t('submit.steps')}</Text>
        <View className='order-submit__steps'>
          {STEPS.map((key, i) => (
            <View key={key} className='order-submit__step'>
              <Text className='order-submit__step-no'>{'①②③④'[i]}</Text>
              <Text className='order-submit__step-text'>{t(key)}</Text>
            </View>
          ))}
        </View>
      </View>

      <RuleList className='order-submit__card order-submit__rules' titleClassName='order-submit__heading' title={t('submit.rules')} text={deal?.rules} />

      <View className='order-submit__bar'>
        {mine ? (
          <View className='order-submit__mine'>
            <Text className='order-submit__mine-text'>{t('submit.mine')}</Text>
            <Button className='order-submit__btn' type='primary' onClick={() => navigateTo(pageUrl('proof', { id: mine.id })).catch(() => undefined)}>
              {t('submit.openMine')}
            </Button>
          </View>
        ) : join ? (
          <Button className='order-submit__btn order-submit__join' type='primary' block onClick={() => navigateTo(join).catch(() => undefined)}>
            {buttonText}
          </Button>
        ) : (
          <Button className='order-submit__btn order-submit__grab' type='primary' block disabled={!canGrab} loading={busy} onClick={confirmGrab}>
            {buttonText}
          </Button>
        )}
      </View>
    </Page>
  )
}
