import { Text, View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { CheckChecked, CheckDisabled, CheckNormal } from '@nutui/icons-react-taro'
import type { PayType, PayTypeOption } from '@api-types/member'
import type { Translate } from '@/i18n'
import { displayYuan } from '@/utils/money'
import type messages from './vip.messages'
import { PAY_TYPE_KEYS, WALLET, payBlock } from './memberView'
import Picture from '@/components/Picture'

type T = Translate<keyof typeof messages.en>

export interface PayTypeCellsProps {
  t: T
  options: PayTypeOption[]
  value: PayType | null
  balance: string | null
  /** The chosen plan's price: the wallet needs a balance that covers it. */
  price: string | null
  onChange: (payType: PayType) => void
}

// The ways to pay 开通会员 offers (member/rechargeInfo pay_types, in the server's order) as a radio
// list: the wallet with its balance; a way the server has switched off, or a wallet short of the
// price, greyed out and not choosable. NutUI's Cell keeps only its own props, so the radio's
// attributes are on the row inside it.
export default function PayTypeCells({ t, options, value, balance, price, onChange }: PayTypeCellsProps) {
  return (
    <View className='vip-pay' role='radiogroup'>
      <Cell.Group className='vip-pay__group' divider={false}>
        {options.map((option) => {
          const block = payBlock(option, balance, price)
          const on = block === null && option.pay_type === value
          let note: string | null = null
          if (block === 'disabled') note = t('vip.unavailable')
          else if (option.pay_type === WALLET) note = `${t('vip.balance', { amount: displayYuan(balance) })}${block === 'short' ? ` · ${t('vip.short')}` : ''}`
          const icon = (option.icon ?? '').trim()
          return (
            <Cell key={option.pay_type} className='vip-pay__cell' align='center' clickable={block === null} onClick={() => (block ? undefined : onChange(option.pay_type))}>
              <View
                className={`vip-pay__item vip-pay__item--${option.pay_type}${on ? ' vip-pay__item--on' : ''}${block ? ' vip-pay__item--off' : ''}`}
                role='radio'
                aria-checked={on}
                aria-disabled={block !== null}
                data-pay-type={option.pay_type}
              >
                {icon ? (
                  <Picture alt='' className='vip-pay__icon vip-pay__icon--image' src={icon} mode='aspectFit' />
                ) : (
                  <View className={`vip-pay__icon vip-pay__icon--${option.pay_type}`} />
                )}
                <View className='vip-pay__text'>
                  <Text className='vip-pay__name'>{option.name || t(PAY_TYPE_KEYS[option.pay_type])}</Text>
                  {note ? <Text className={`vip-pay__note${block ? ' vip-pay__note--off' : ''}`}>{note}</Text> : null}
                </View>
                <View className='vip-pay__check'>{block ? <CheckDisabled size={20} /> : on ? <CheckChecked size={20} /> : <CheckNormal size={20} />}</View>
              </View>
            </Cell>
          )
        })}
      </Cell.Group>
    </View>
  )
}
