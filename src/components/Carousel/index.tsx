import { View } from '@tarojs/components'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { SWIPER_INTERVAL } from '@/constants'
import './index.scss'

export interface CarouselProps {
  /** The box's own class: its size, margins and corners. */
  className: string
  slides: { key: string | number; content: ReactNode }[]
}

// A carousel of slides that play every 5 s (docs/product.md: Constants) with dots when there are
// several: the home banners and a shop's photos. On H5 a CSS scroll-snap strip that the finger
// drags natively: Taro's and NutUI's Swiper bring Swiper.js (~50 KB gzip) to the page. The
// mini-program uses WeChat's native swiper (index.weapp.tsx).
export default function Carousel({ className, slides }: CarouselProps) {
  const track = useRef<HTMLElement | null>(null)
  const [current, setCurrent] = useState(0)
  const count = slides.length

  useEffect(() => {
    if (count < 2) return undefined
    const timer = setInterval(() => {
      const el = track.current
      if (!el || !el.clientWidth) return
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count
      el.scrollTo?.({ left: next * el.clientWidth, behavior: 'smooth' })
    }, SWIPER_INTERVAL)
    return () => clearInterval(timer)
  }, [count])

  useEffect(() => {
    const el = track.current
    if (!el?.addEventListener) return undefined
    const onScroll = () => {
      if (el.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth))
    }
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => el.removeEventListener('scroll', onScroll)
  }, [])

  return (
    <View className={`carousel ${className}`}>
      <View className='carousel__track' ref={track as never}>
        {slides.map((slide) => (
          <View key={slide.key} className='carousel__slide'>{slide.content}</View>
        ))}
      </View>
      {count > 1 ? (
        <View className='carousel__dots'>
          {slides.map((slide, i) => (
            <View key={slide.key} className={`carousel__dot${i === current ? ' carousel__dot--on' : ''}`} />
          ))}
        </View>
      ) : null}
    </View>
  )
}
