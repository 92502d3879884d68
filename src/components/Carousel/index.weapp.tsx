import { Swiper, SwiperItem, View } from '@tarojs/components'
import { SWIPER_DURATION, SWIPER_INTERVAL } from '@/constants'
import type { CarouselProps } from './index'
import './index.scss'

// The carousel in the mini-program: WeChat's native swiper, which costs nothing to load there
// (H5: index.tsx).
export default function Carousel({ className, slides }: CarouselProps) {
  const several = slides.length > 1
  return (
    <Swiper
      className={`carousel ${className}`}
      autoplay={several}
      circular={several}
      interval={SWIPER_INTERVAL}
      duration={SWIPER_DURATION}
      indicatorDots={several}
      indicatorColor='rgba(255,255,255,0.5)'
      indicatorActiveColor='#FFFFFF'
    >
      {slides.map((slide) => (
        <SwiperItem key={slide.key}>
          <View className='carousel__slide'>{slide.content}</View>
        </SwiperItem>
      ))}
    </Swiper>
  )
}
