import { Text, View } from '@tarojs/components'
import type { PayType } from '@api-types/member'
import { useT } from '@/i18n'
import { messages } from './pay.messages'
import { PAY_TYPES } from './payment'
import './voucherBuy.scss'

export interface PayTypeListProps {
  value: PayType
  onChange: (payType: PayType) => void
}

// The three ways to pay as a radio list (wallet, WeChat Pay, Alipay).
export default function PayTypeList({ value, onChange }: PayTypeListProps) {
  const t = useT(messages)
  return (
    <View className='pay-types' role='radiogroup'>
      {PAY_TYPES.map(({ payType, label }) => (
        <View
          key={payType}
          role='radio'
          aria-checked={payType === value}
          data-pay-type={payType}
          className={`pay-types__item pay-types__item--${payType}${payType === value ? ' pay-types__item--on' : ''}`}
          onClick={() => onChange(payType)}
        >
          <View className={`pay-types__icon pay-types__icon--${payType}`} />
          <Text className='pay-types__name'>{t(label)}</Text>
          <View className='pay-types__check' />
        </View>
      ))}
    </View>
  )
}
