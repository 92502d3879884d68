import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { memo } from 'react'
import { useT } from '@/i18n'
import { LATER_IMAGE } from '@/lib/imagePriority'
import { switchTab } from '@/lib/navigation'
import { selectedTabAtom, tabBarVisibleAtom, tabItemsAtom } from '@/lib/tabBar'
import './index.scss'
import Picture from '@/components/Picture'

// The custom tab bar (docs/product.md: Screens and navigation): 66 px tall, 30 px icons, 13 px text, 3 px spacing, #FC4D16 when
// selected. Drawn by us on both platforms so the metrics and run-time changes hold everywhere. Its
// small icons are fetched after the page's own images. Memoised: it draws again when its atoms
// change, not with every render of the page around it.
function TabBar() {
  const t = useT()
  const items = useAtomValue(tabItemsAtom)
  const selected = useAtomValue(selectedTabAtom)
  const visible = useAtomValue(tabBarVisibleAtom)
  if (!visible) return null
  return (
    <View className='tab-bar' role='tablist'>
      <View className='tab-bar__inner'>
        {items.map((item, index) =>
          item.visible ? (
            <View
              key={item.pagePath}
              role='tab'
              aria-selected={index === selected}
              className={`tab-bar__item${index === selected ? ' tab-bar__item--active' : ''}`}
              data-path={item.pagePath}
              onClick={() => {
                if (index !== selected) switchTab(`/${item.pagePath}`).catch(() => undefined)
              }}
            >
              <View className='tab-bar__icon-wrap'>
                <Picture alt='' className='tab-bar__icon' src={index === selected ? item.selectedIconPath : item.iconPath} imgProps={LATER_IMAGE} />
                {item.badge ? <Text className='tab-bar__badge'>{item.badge}</Text> : null}
                {!item.badge && item.redDot ? <View className='tab-bar__dot' /> : null}
              </View>
              <Text className='tab-bar__text'>{item.text ?? t(item.textKey)}</Text>
            </View>
          ) : null,
        )}
      </View>
    </View>
  )
}

export default memo(TabBar)
