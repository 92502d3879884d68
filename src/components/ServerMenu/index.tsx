import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { openNavItem } from '@/lib/navItem'
import type { NavItem } from '@api-types/nav'
import './index.scss'
import Picture from '@/components/Picture'

// The operator-configured menu rows of a tab (server nav items): icon or initial, name, subtitle,
// reward; a tap opens the item by its type, an action item (type 4) through `onAction`.
export default function ServerMenu({ items, onAction }: { items: NavItem[]; onAction?: (item: NavItem) => void }) {
  return (
    <View className='server-menu'>
      {items.map((item, i) => (
        <View key={item.id ?? i} className='server-menu__item' onClick={() => openNavItem(item, onAction).catch(() => undefined)}>
          <View className='server-menu__icon'>
            {item.image ? <Picture alt='' className='server-menu__img' src={item.image} mode='aspectFit' /> : <Text>{item.name.slice(0, 1)}</Text>}
          </View>
          <View className='server-menu__text'>
            <Text className='server-menu__name'>{item.name}</Text>
            {item.subtitle ? <Text className='server-menu__sub'>{item.subtitle}</Text> : null}
          </View>
          {item.reward ? <Text className='server-menu__reward'>{item.reward}</Text> : null}
          <ArrowRight size={12} color='#C0C0C0' />
        </View>
      ))}
    </View>
  )
}
