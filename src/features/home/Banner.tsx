import { Image, Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { SWIPER_INTERVAL } from '@/constants'
import type { NavItem } from '@api-types/nav'

export interface BannerProps {
  items: NavItem[]
  onOpen: (item: NavItem) => void
}

// The home banner carousel on H5: a CSS scroll-snap strip that the finger drags natively, plus a
// 5 s autoplay (spec 9). Taro's <Swiper> would bring Swiper.js into the first load; this costs a
// few hundred bytes. The mini-program uses the native swiper (Banner.weapp.tsx).
export default function Banner({ items, onOpen }: BannerProps) {
  const track = useRef<HTMLElement | null>(null)
  const [current, setCurrent] = useState(0)
  const count = items.length

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
    <View className='home-banner'>
      <View className='home-banner__track' ref={track as never}>
        {items.map((item, i) => (
          <View key={item.id ?? i} className='home-banner__slide' onClick={() => onOpen(item)}>
            {item.image ? (
              <Image className='home-banner__img' src={item.image} mode='aspectFill' />
            ) : (
              <Text className='home-banner__text'>{item.name}</Text>
            )}
          </View>
        ))}
      </View>
      {count > 1 ? (
        <View className='home-banner__dots'>
          {items.map((item, i) => (
            <View key={item.id ?? i} className={`home-banner__dot${i === current ? ' home-banner__dot--on' : ''}`} />
          ))}
        </View>
      ) : null}
    </View>
  )
}
