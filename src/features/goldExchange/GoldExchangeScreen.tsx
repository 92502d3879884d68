import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button, Dialog, Empty, Skeleton } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { useEffect } from 'react'
import type { GoldRedeemType } from '@api-types/goldRedeem'
import Page from '@/components/Page'
import ListTabs from '@/components/ListTabs'
import LoadError from '@/components/LoadError'
import { LoginPrompt } from '@/components/ListStates'
import { returnedOrderNo } from '@/hooks/usePayment'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { formatGold } from '@/utils/money'
import messages from './goldExchange.messages'
import {
  ITEM_TYPES, TYPE_KEYS, goldOrdersUrl, itemTypeOf, rechargeResult,
} from './goldExchangeView'
import ItemCard from './ItemCard'
import RechargeResult from './RechargeResult'
import RechargeSheet from './RechargeSheet'
import { useGoldExchange } from './useGoldExchange'
import { useGoldRecharge } from './useGoldRecharge'
import './goldExchange.scss'
import { pageUrl, pageParams } from '@/routes'

const open = (url: string) => navigateTo(url).catch(() => undefined)

/** Three item outlines of the cards' own size while the items load. */
function ItemsSkeleton() {
  return (
    <View className='gold-items' aria-busy='true'>
      {[0, 1, 2].map((i) => (
        <View key={i} className='gold-item gold-item--skeleton'>
          <Skeleton className='gold-item__media' width='80px' height='80px' />
          <View className='gold-item__body'>
            <Skeleton width='60%' height='16px' />
            <Skeleton className='gold-item__skeleton-line' width='80%' height='12px' />
            <Skeleton className='gold-item__skeleton-line' width='40%' height='20px' />
          </View>
        </View>
      ))}
    </View>
  )
}

// 金币兑换 (?type= picks the tab; ?order_no= shows the result of a gold pack payment): the gold
// balance with 金币明细, 充值金币 and 兑换记录; the items of a type (会员天数 / 优惠券 / 现金红包) with
// their button states; 兑换 asks in a NutUI Dialog, then redeems (goldRedeem/redeem) and says what
// arrived; 充值金币 opens the gold pack sheet, paid with the wallet at once or through @/hooks/usePayment.
export default function GoldExchangeScreen() {
  const t = useT(messages)
  const params = pageParams('goldExchange', useRouter().params)
  const exchange = useGoldExchange(itemTypeOf(params.type))
  const recharge = useGoldRecharge(returnedOrderNo(params.order_no), exchange.balance, exchange.reloadAccount)
  const { loggedIn, gold, items } = exchange
  const { reloadAccount } = exchange

  // a paid order: the balance with its gold
  const paid = recharge.orderNo !== null && recharge.order.state === 'ready' && rechargeResult(recharge.order.data, Date.now()) === 'paid'
  useEffect(() => {
    if (paid) reloadAccount().catch(() => undefined)
  }, [paid, recharge.orderNo, reloadAccount])

  if (!loggedIn) {
    return (
      <Page className='gold-exchange'>
        <LoginPrompt title={t('login.title')} hint={t('login.hint')} button={t('common.loginRegister')} />
      </Page>
    )
  }

  if (recharge.orderNo !== null) {
    return (
      <Page className='gold-exchange gold-exchange--result'>
        <RechargeResult
          t={t}
          order={recharge.order}
          gold={gold}
          busy={recharge.busy}
          onRefresh={recharge.checkAgain}
          onRepay={recharge.repay}
          onAgain={(packId) => {
            recharge.closeResult()
            recharge.show(packId)
          }}
          onBack={recharge.closeResult}
          onOrders={() => open(goldOrdersUrl('recharge'))}
        />
      </Page>
    )
  }

  let body: JSX.Element
  if (items.state === 'error') body = <LoadError title={t('items.failed')} error={items.error} onRetry={items.reload} />
  else if (!items.data) body = <ItemsSkeleton />
  else if (items.data.length === 0) {
    body = <Empty className='gold-items__empty' image={<View className='gold-items__empty-art' />} title={t('items.empty')} description={t('items.emptyHint')} />
  } else {
    body = (
      <View className='gold-items'>
        {items.data.map((item) => (
          <ItemCard key={item.id} t={t} item={item} gold={gold} onRedeem={exchange.ask} />
        ))}
      </View>
    )
  }

  const asking = exchange.asking
  let balanceText: JSX.Element
  if (gold !== null) balanceText = <Text className='gold-top__value'>{formatGold(gold)}</Text>
  else if (exchange.accountState === 'error') {
    balanceText = (
      <Text className='gold-top__value gold-top__value--retry' onClick={() => reloadAccount().catch(() => undefined)}>
        {t('head.retry')}
      </Text>
    )
  } else balanceText = <Skeleton className='gold-top__value-skeleton' width='96px' height='34px' />

  return (
    <Page className='gold-exchange'>
      <View className='gold-top'>
        <View className='gold-top__glow' />
        <View className='gold-top__row'>
          <Text className='gold-top__label'>{t('head.myGold')}</Text>
          <View className='gold-top__link gold-top__details' role='button' onClick={() => open(pageUrl('goldHistory'))}>
            <Text>{t('head.details')}</Text>
            <ArrowRight size={10} />
          </View>
        </View>
        <View className='gold-top__amount'>
          <View className='gold-top__coin' />
          {balanceText}
        </View>
        <View className='gold-top__actions'>
          <Button className='gold-top__recharge' type='primary' size='small' onClick={() => recharge.show()}>
            {t('head.recharge')}
          </Button>
          <Button className='gold-top__records' fill='outline' size='small' onClick={() => open(goldOrdersUrl())}>
            {t('head.records')}
          </Button>
        </View>
      </View>

      <View className='gold-exchange__panel'>
        <ListTabs<GoldRedeemType>
          className='gold-exchange__tabs'
          tabs={ITEM_TYPES.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) }))}
          value={exchange.type}
          onChange={exchange.setType}
        />
        {body}
      </View>

      <Dialog
        className='gold-confirm'
        visible={asking !== null}
        title={t('redeem.title')}
        content={
          asking ? (
            <View className='gold-confirm__content'>
              <Text className='gold-confirm__ask'>{t('redeem.ask', { gold: asking.gold_price, title: asking.title })}</Text>
              {gold !== null ? (
                <Text className='gold-confirm__after'>{t('redeem.after', { gold: Math.max(0, gold - asking.gold_price) })}</Text>
              ) : null}
            </View>
          ) : null
        }
        confirmText={t('redeem.confirm')}
        cancelText={t('redeem.cancel')}
        onConfirm={exchange.confirm}
        onCancel={exchange.cancel}
        onClose={exchange.cancel}
      />

      <RechargeSheet
        t={t}
        visible={recharge.open}
        onClose={recharge.hide}
        packs={recharge.packs}
        pack={recharge.pack}
        onPickPack={recharge.pickPack}
        payType={recharge.payType}
        onPickPay={recharge.pickPay}
        balance={exchange.balance}
        busy={recharge.busy}
        onSubmit={recharge.submit}
      />
    </Page>
  )
}
