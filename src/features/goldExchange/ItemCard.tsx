import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { GoldRedeemItem } from '@api-types/goldRedeem'
import type { Translate } from '@/i18n'
import { displayYuan, ruleYuan } from '@/utils/money'
import type messages from './goldExchange.messages'
import { redeemState, type RedeemState } from './goldExchangeView'
import Picture from '@/components/Picture'

type T = Translate<keyof typeof messages.en>

const BUTTON_KEYS: Record<RedeemState, 'btn.redeem' | 'btn.limit' | 'btn.soldOut' | 'btn.short'> = {
  redeem: 'btn.redeem',
  limit: 'btn.limit',
  soldOut: 'btn.soldOut',
  short: 'btn.short',
}

/** What the item grants, in a line: +7天会员, 满20减5 · 3天有效, ¥1 存入钱包. */
function grantLine(t: T, item: GoldRedeemItem): string {
  if (item.type === 1) return t('item.days', { days: Number(item.days) || 0 })
  if (item.type === 2) {
    const amount = ruleYuan(item.amount)
    const deal = Number(item.threshold) > 0
      ? t('item.coupon', { amount, threshold: ruleYuan(item.threshold) })
      : t('item.couponFree', { amount })
    return item.valid_days ? `${deal} · ${t('item.couponDays', { days: item.valid_days })}` : deal
  }
  return t('item.cash', { amount: displayYuan(item.amount) })
}

/** The picture's stand-in when the operator gave none: the type's colours and what it is worth. */
function artValue(item: GoldRedeemItem): string {
  if (item.type === 1) return `${Number(item.days) || 0}天`
  return `¥${displayYuan(item.amount)}`
}

export interface ItemCardProps {
  t: T
  item: GoldRedeemItem
  /** The user's gold (null while unknown: the server then decides). */
  gold: number | null
  onRedeem: (item: GoldRedeemItem) => void
}

// One item of 金币兑换: its picture (a fixed square, kept while it loads), title, what it grants, the
// stock left and the per-user limit, its gold price and the button: 兑换, or why not (已达上限,
// 已兑完, 金币不足).
export default function ItemCard({ t, item, gold, onRedeem }: ItemCardProps) {
  const state = redeemState(item, gold)
  return (
    <View className={`gold-item gold-item--${state}`} data-id={item.id} data-state={state}>
      <View className={`gold-item__media gold-item__media--${item.type}`}>
        {item.image ? (
          <Picture alt='' className='gold-item__image' src={item.image} mode='aspectFill' lazyLoad />
        ) : (
          <Text className='gold-item__art'>{artValue(item)}</Text>
        )}
      </View>
      <View className='gold-item__body'>
        <Text className='gold-item__title'>{item.title}</Text>
        <Text className='gold-item__grant'>{grantLine(t, item)}</Text>
        <View className='gold-item__meta'>
          <Text className='gold-item__stock'>{t('item.stock', { n: Math.max(0, Number(item.stock) || 0) })}</Text>
          <Text className='gold-item__limit'>
            {t('item.limit', { n: item.limit_per_user })}
            {item.redeemed > 0 ? ` · ${t('item.redeemed', { n: item.redeemed })}` : ''}
          </Text>
        </View>
        <View className='gold-item__foot'>
          <View className='gold-item__price'>
            <View className='gold-item__coin' />
            <Text className='gold-item__gold'>{item.gold_price}</Text>
            <Text className='gold-item__unit'>{t('item.gold')}</Text>
          </View>
          <Button
            className='gold-item__btn'
            type='primary'
            size='small'
            disabled={state !== 'redeem'}
            onClick={() => (state === 'redeem' ? onRedeem(item) : undefined)}
          >
            {t(BUTTON_KEYS[state])}
          </Button>
        </View>
      </View>
    </View>
  )
}
