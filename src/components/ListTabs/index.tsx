import { Text, View } from '@tarojs/components'
import '../ListStates/order.scss'

export interface ListTab<V> {
  value: V
  /** The tab's text, translated. */
  label: string
  /** A badge (e.g. orders waiting); none when 0 or absent. */
  count?: number
}

export interface ListTabsProps<V> {
  tabs: readonly ListTab<V>[]
  value: V
  onChange: (value: V) => void
  /** The page's own class for the row (its position, its colours). */
  className?: string
}

// The status tabs over a list (the orders tab, the bill list, 红包卡券): a plain scrolling row
// (ScrollView would add to the H5 components chunk that home loads).
export default function ListTabs<V extends string | number>({ tabs, value, onChange, className }: ListTabsProps<V>) {
  return (
    <View className={`order-tabs${className ? ` ${className}` : ''}`}>
      <View className='order-tabs__inner' role='tablist'>
        {tabs.map((tab) => (
          <View
            key={String(tab.value)}
            role='tab'
            aria-selected={tab.value === value}
            className={`order-tabs__tab${tab.value === value ? ' order-tabs__tab--on' : ''}`}
            onClick={() => onChange(tab.value)}
          >
            <Text className='order-tabs__label'>{tab.label}</Text>
            {tab.count ? <Text className='order-tabs__count'>{tab.count > 99 ? '99+' : tab.count}</Text> : null}
          </View>
        ))}
      </View>
    </View>
  )
}
