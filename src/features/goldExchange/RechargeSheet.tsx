import { Text, View } from '@tarojs/components'
import { Button, Popup, Skeleton } from '@nutui/nutui-react-taro'
import type { GoldRechargePack } from '@api-types/discount'
import type { PayType } from '@api-types/member'
import type { Query } from '@/data/useQuery'
import type { Translate } from '@/i18n'
import { displayYuan } from '@/utils/money'
import type messages from './goldExchange.messages'
import { PAY_KEYS, PAY_TYPES, WALLET, balanceCovers } from './goldExchangeView'

type T = Translate<keyof typeof messages.en>

export interface RechargeSheetProps {
  t: T
  visible: boolean
  onClose: () => void
  packs: Query<GoldRechargePack[]>
  pack: GoldRechargePack | null
  onPickPack: (id: number) => void
  payType: PayType
  onPickPay: (payType: PayType) => void
  /** The wallet balance (null while unknown). */
  balance: string | null
  busy: boolean
  onSubmit: () => void
}

// 充值金币: the gold packs as tiles (gold, the bonus, the price), the ways to pay (the wallet with its
// balance, greyed out when short of the pack's price; WeChat Pay; Alipay) and 立即支付 ¥x.
export default function RechargeSheet({ t, visible, onClose, packs, pack, onPickPack, payType, onPickPay, balance, busy, onSubmit }: RechargeSheetProps) {
  const list = packs.data ?? []
  let tiles: JSX.Element
  if (!packs.data && packs.state !== 'error') {
    tiles = (
      <View className='gold-packs' aria-busy='true'>
        {[0, 1, 2].map((i) => (
          <View key={i} className='gold-pack gold-pack--skeleton'>
            <Skeleton width='70%' height='20px' />
            <Skeleton className='gold-pack__skeleton-line' width='50%' height='14px' />
          </View>
        ))}
      </View>
    )
  } else if (packs.state === 'error') {
    tiles = (
      <View className='gold-recharge__none'>
        <Text>{t('recharge.failed')}</Text>
        <Text className='gold-recharge__retry' onClick={() => packs.reload().catch(() => undefined)}>
          {t('head.retry')}
        </Text>
      </View>
    )
  } else if (!list.length) {
    tiles = <View className='gold-recharge__none'>{t('recharge.none')}</View>
  } else {
    tiles = (
      <View className='gold-packs' role='radiogroup'>
        {list.map((p) => {
          const on = p.id === pack?.id
          return (
            <View
              key={p.id}
              className={`gold-pack${on ? ' gold-pack--on' : ''}`}
              role='radio'
              aria-checked={on}
              data-pack-id={p.id}
              onClick={() => onPickPack(p.id)}
            >
              {p.bonus_gold > 0 ? <Text className='gold-pack__bonus'>{t('recharge.bonus', { gold: p.bonus_gold })}</Text> : null}
              <Text className='gold-pack__gold'>{t('recharge.gold', { gold: p.gold })}</Text>
              <Text className='gold-pack__price'>¥{displayYuan(p.price)}</Text>
            </View>
          )
        })}
      </View>
    )
  }

  return (
    <Popup visible={visible} position='bottom' round closeable title={t('recharge.title')} onClose={onClose} className='gold-recharge'>
      <View className='gold-recharge__body'>
        {tiles}
        <Text className='gold-recharge__section'>{t('recharge.pay')}</Text>
        <View className='gold-pay' role='radiogroup'>
          {PAY_TYPES.map((type) => {
            const short = type === WALLET && !!pack && !balanceCovers(balance, pack.price)
            const on = type === payType && !short
            return (
              <View
                key={type}
                className={`gold-pay__item gold-pay__item--${type}${on ? ' gold-pay__item--on' : ''}${short ? ' gold-pay__item--off' : ''}`}
                role='radio'
                aria-checked={on}
                aria-disabled={short}
                data-pay-type={type}
                onClick={() => (short ? undefined : onPickPay(type))}
              >
                <View className={`gold-pay__icon gold-pay__icon--${type}`} />
                <View className='gold-pay__text'>
                  <Text className='gold-pay__name'>{t(PAY_KEYS[type])}</Text>
                  {type === WALLET ? (
                    <Text className='gold-pay__note'>
                      {t('pay.balance', { amount: displayYuan(balance) })}
                      {short ? ` · ${t('pay.short')}` : ''}
                    </Text>
                  ) : null}
                </View>
                <View className='gold-pay__check' />
              </View>
            )
          })}
        </View>
        <Text className='gold-recharge__note'>{t('recharge.note')}</Text>
        <Button className='gold-recharge__submit' type='primary' block loading={busy} disabled={busy || !pack} onClick={onSubmit}>
          {t('recharge.confirm', { price: displayYuan(pack?.price) })}
        </Button>
      </View>
    </Popup>
  )
}
