import { ScrollView, Text, View } from '@tarojs/components'
import { Price } from '@nutui/nutui-react-taro'
import type { MemberType } from '@api-types/member'
import { displayYuan } from '@/utils/money'
import { originalPriceOf } from './memberView'
import './plans.scss'

export interface PlanCardsProps {
  plans: MemberType[]
  chosen: number | null
  onChoose: (id: number) => void
  /** '30天' in the page's language. */
  daysText: (days: number) => string
}

// The membership plans as a row of cards to choose from (会员中心, 开通会员): the plan's tag (最划算),
// its name, price, the original price struck through when it is higher, and its days.
export default function PlanCards({ plans, chosen, onChoose, daysText }: PlanCardsProps) {
  return (
    <ScrollView className='member-plans' scrollX enhanced showScrollbar={false}>
      <View className='member-plans__row' role='radiogroup'>
        {plans.map((plan) => {
          const original = originalPriceOf(plan)
          const on = plan.id === chosen
          return (
            <View
              key={plan.id}
              role='radio'
              aria-checked={on}
              data-plan-id={plan.id}
              className={`member-plan${on ? ' member-plan--on' : ''}`}
              onClick={() => onChoose(plan.id)}
            >
              {plan.tag ? <Text className='member-plan__tag'>{plan.tag}</Text> : null}
              <Text className='member-plan__name'>{plan.name}</Text>
              <Price className='member-plan__price' price={displayYuan(plan.price)} digits={null} size='xlarge' color='primary' />
              {original ? (
                <Price className='member-plan__original' price={displayYuan(original)} digits={null} size='small' color='gray' line />
              ) : (
                <View className='member-plan__original member-plan__original--none' />
              )}
              <Text className='member-plan__days'>{daysText(plan.days)}</Text>
            </View>
          )
        })}
      </View>
    </ScrollView>
  )
}
