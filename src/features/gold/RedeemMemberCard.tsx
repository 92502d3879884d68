import { Text, View } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import type { MessageKey, Translate } from '@/i18n'
import { formatGold } from '@/utils/money'
import type messages from './signin.messages'
import { dayOf, goldMemberTypes, goldShort } from './goldTaskView'
import { useGoldMembership } from './useGoldMembership'

type T = Translate<MessageKey | keyof typeof messages.en>

// 金币兑会员 on 每日签到: the member types gold buys, each with its days and gold price (还差N金币 when
// the gold is short), 兑换 after a confirm, then the new expiry. Nothing shows when no type has a
// gold price; a failed load is a line to tap again.
export default function RedeemMemberCard({ t, gold, onRedeemed }: { t: T; gold: number; onRedeemed: () => void }) {
  const { offer, busy, redeemed, redeem } = useGoldMembership(onRedeemed)
  const info = offer.data
  const types = goldMemberTypes(info?.member_types)

  let body
  if (info) {
    if (types.length === 0) return null
    body = types.map((type) => {
      const short = goldShort(gold, type.gold_price)
      return (
        <View key={type.id} className='signin-redeem__item' data-id={type.id}>
          <View className='signin-redeem__plan'>
            <Text className='signin-redeem__name'>{type.name}</Text>
            <Text className='signin-redeem__days'>{t('signin.redeemDays', { days: Number(type.days) || 0 })}</Text>
          </View>
          <View className='signin-redeem__cost'>
            <Text className='signin-redeem__price'>{t('signin.redeemPrice', { gold: formatGold(type.gold_price) })}</Text>
            {short > 0 ? <Text className='signin-redeem__short'>{t('signin.redeemShort', { gold: formatGold(short) })}</Text> : null}
          </View>
          <Button
            className='signin-redeem__btn'
            type='primary'
            size='small'
            loading={busy === type.id}
            disabled={busy !== null}
            onClick={() => redeem(type)}
          >
            {t('signin.redeemButton')}
          </Button>
        </View>
      )
    })
  } else if (offer.state === 'error') {
    body = (
      <View className='signin-redeem__failed' role='button' onClick={offer.reload}>
        {t('signin.redeemFailed')}
      </View>
    )
  } else {
    body = <Skeleton className='signin-redeem__loading' rows={2} width='100%' height='40px' />
  }

  const expiry = redeemed?.expire_time ?? (info?.is_member ? info.expire_time : null)
  return (
    <View className='signin-card signin-redeem'>
      <View className='signin-redeem__head'>
        <Text className='signin-redeem__title'>{t('signin.redeemTitle')}</Text>
        <Text className='signin-redeem__status'>
          {expiry ? t('signin.redeemExpiry', { date: dayOf(expiry) }) : t('signin.redeemHint')}
        </Text>
      </View>
      {body}
      {redeemed ? (
        <Text className='signin-redeem__result'>
          {t('signin.redeemResult', { gold: formatGold(redeemed.gold_spent), date: dayOf(redeemed.expire_time) })}
        </Text>
      ) : null}
    </View>
  )
}
