import { Text, View } from '@tarojs/components'
import Picture from '@/components/Picture'

/** The state chip's colour. */
export type ChipTone = 'orange' | 'blue' | 'green' | 'red' | 'grey'

export interface OrderCardHeadProps {
  shop: { logo: string; name: string }
  /** The state chip's text, and its colour (order-card__chip--<tone>). */
  chip: string
  tone: ChipTone
}

// The head of an order card (the orders tab, the bill list): the shop's picture and name, and the
// state chip.
export default function OrderCardHead({ shop, chip, tone }: OrderCardHeadProps) {
  return (
    <View className='order-card__head'>
      <Picture alt='' className='order-card__logo' src={shop.logo} mode='aspectFill' lazyLoad />
      <Text className='order-card__shop'>{shop.name}</Text>
      <Text className={`order-card__chip order-card__chip--${tone}`}>{chip}</Text>
    </View>
  )
}
