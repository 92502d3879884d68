import { Image, Swiper, SwiperItem, Text, View } from '@tarojs/components'
import { SWIPER_DURATION, SWIPER_INTERVAL } from '@/constants'
import type { BannerProps } from './Banner'

// The home banner carousel in the mini-program: WeChat's native swiper, which costs nothing to
// load there (the H5 build uses Banner.tsx).
export default function Banner({ items, onOpen }: BannerProps) {
  return (
    <View className='home-banner'>
      <Swiper
        className='home-banner__swiper'
        autoplay={items.length > 1}
        circular={items.length > 1}
        interval={SWIPER_INTERVAL}
        duration={SWIPER_DURATION}
        indicatorDots={items.length > 1}
        indicatorColor='rgba(255,255,255,0.5)'
        indicatorActiveColor='#FFFFFF'
      >
        {items.map((item, i) => (
          <SwiperItem key={item.id ?? i}>
            <View className='home-banner__slide' onClick={() => onOpen(item)}>
              {item.image ? (
                <Image className='home-banner__img' src={item.image} mode='aspectFill' />
              ) : (
                <Text className='home-banner__text'>{item.name}</Text>
              )}
            </View>
          </SwiperItem>
        ))}
      </Swiper>
    </View>
  )
}
