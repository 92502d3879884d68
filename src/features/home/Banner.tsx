import { Text, View } from '@tarojs/components'
import { memo } from 'react'
import Carousel from '@/components/Carousel'
import { FIRST_IMAGE, LATER_IMAGE } from '@/lib/imagePriority'
import type { NavItem } from '@api-types/nav'
import Picture from '@/components/Picture'

export interface BannerProps {
  items: NavItem[]
  onOpen: (item: NavItem) => void
}

/**
 * The operator's home banners in the shared carousel; a banner without an image shows its name.
 * The first banner is home's largest element: its image comes first, the others' after it.
 * Memoised: home draws again as its later parts arrive, which leaves the banners as they are.
 */
function Banner({ items, onOpen }: BannerProps) {
  return (
    <Carousel
      className='home-banner'
      slides={items.map((item, i) => ({
        key: item.id ?? i,
        content: (
          <View className='home-banner__slide' onClick={() => onOpen(item)}>
            {item.image ? (
              <Picture alt={item.name} className='home-banner__img' src={item.image} mode='aspectFill' imgProps={i === 0 ? FIRST_IMAGE : LATER_IMAGE} />
            ) : (
              <Text className='home-banner__text'>{item.name}</Text>
            )}
          </View>
        ),
      }))}
    />
  )
}

export default memo(Banner)
