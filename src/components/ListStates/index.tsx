import { Text, View } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import { checkLogin } from '@/lib/auth'
import './order.scss'

// States the paged lists share (the orders tab, the bill list, 红包卡券, 金币明细, 每日签到's login
// prompt): logged out, and first load. Their look, with the lists' tabs, empty state, cards and
// footer, is order.scss (the orders tab's stylesheet, which the other lists reuse).

/** Logged out: a picture, what the list is, and the login button. */
export function LoginPrompt({ title, hint, button }: { title: string; hint: string; button: string }) {
  return (
    <View className='order-state order-state--guest'>
      <View className='order-state__art order-state__art--guest' />
      <Text className='order-state__title'>{title}</Text>
      <Text className='order-state__hint'>{hint}</Text>
      <Button className='order-state__btn' type='primary' onClick={() => checkLogin().catch(() => undefined)}>
        {button}
      </Button>
    </View>
  )
}

/** Three card outlines while the first page loads. */
export function ListSkeleton() {
  return (
    <View className='order-list' aria-busy='true'>
      {[0, 1, 2].map((i) => (
        <View key={i} className='order-card order-card--skeleton'>
          <Skeleton width='50%' height='16px' />
          <Skeleton className='order-card__skeleton-lines' rows={2} width='100%' height='12px' />
        </View>
      ))}
    </View>
  )
}
