import { Text, View } from '@tarojs/components'
import { memo, Suspense, useCallback, useEffect, useState } from 'react'
import TabPage from '@/components/TabPage'
import { useShareInvite } from '@/features/share'
import { useAfterFirstPaint } from '@/hooks/useAfterFirstPaint'
import { useLocale } from '@/i18n'
import { getStatusBarHeight } from '@/lib/platform'
import { navigateTo } from '@/lib/navigation'
import { openNavItem } from '@/lib/navItem'
import type { NavItem } from '@api-types/nav'
import type { Notice } from '@api-types/notice'
import Banner from './Banner'
import { APP_ENTRIES, type HomePlace, placeName, searchLocationUrl, searchUrl } from './homeLinks'
import { RedPacketPopup, ShopList } from './lazy'
import { messages } from './home.messages'
import { useLazyMessages } from './useLazyMessages'
import { useHomeData } from './useHomeData'
import './home.scss'
import Picture from '@/components/Picture'
import { pageUrl } from '@/routes'

const ignore = () => undefined
const NOTICE_ROTATE_MS = 3000

function open(url: string) {
  navigateTo(url).catch(ignore)
}

function openItem(item: NavItem) {
  openNavItem(item).catch(ignore)
}

type HomeT = ReturnType<typeof useLazyMessages<typeof messages>>

// Home draws again as each later part arrives (the notices, the place, the shop list's chunk, the
// popup): the parts of the first screen are memoised, so those renders skip what did not change
// instead of diffing the whole page each time (docs/performance.md).

/** Where the user is (tap: choose another place) and the search entry. */
const HomeHeader = memo(function HomeHeader({ place, city, address, onPlace, t }: { place: HomePlace | null; city: string; address: string; onPlace: () => void; t: HomeT }) {
  return (
    <View
      className={`home-header${process.env.TARO_ENV === 'weapp' ? ' home-header--weapp' : ''}`}
      style={{ paddingTop: `${getStatusBarHeight()}px` }}
    >
      <View className='home-header__bar'>
        <View className='home-city' role='button' onClick={onPlace}>
          <View className='home-city__pin' />
          <Text className='home-city__name'>{city}</Text>
          <View className='home-city__caret' />
        </View>
        <View className='home-search' role='search' onClick={() => open(searchUrl(place, address))}>
          <View className='home-search__icon' />
          <Text className='home-search__placeholder'>{t('home.searchPlaceholder')}</Text>
        </View>
      </View>
      <Text className='home-header__slogan'>{t('home.slogan')}</Text>
      <View className='home-header__perks'>
        <Text className='home-header__perk'>{t('home.perkFree')}</Text>
        <Text className='home-header__perk'>{t('home.perkCashback')}</Text>
        <Text className='home-header__perk'>{t('home.perkGold')}</Text>
      </View>
    </View>
  )
})

/** The app's own entries (free meals, top picks, ...). */
const AppEntries = memo(function AppEntries({ t }: { t: HomeT }) {
  return (
    <View className='home-entries'>
      {APP_ENTRIES.map((entry) => (
        <View key={entry.icon} className='home-entries__item' data-url={entry.url} onClick={() => open(entry.url)}>
          <View className={`home-entries__icon home-entries__icon--${entry.icon}`} />
          <Text className='home-entries__title'>{t(entry.title)}</Text>
          <Text className='home-entries__sub'>{t(entry.sub)}</Text>
        </View>
      ))}
    </View>
  )
})

/** The latest notices, one line at a time; tapping opens the notice page. */
const NoticeBar = memo(function NoticeBar({ notices, label }: { notices: Notice[]; label: string }) {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (notices.length < 2) return undefined
    const timer = setInterval(() => setIndex((i) => (i + 1) % notices.length), NOTICE_ROTATE_MS)
    return () => clearInterval(timer)
  }, [notices.length])
  const notice = notices[index % notices.length]
  return (
    <View className='home-notice' onClick={() => open(pageUrl('notices'))}>
      <Text className='home-notice__label'>{label}</Text>
      <Text className='home-notice__text'>{notice.title}</Text>
      <View className='home-notice__arrow' />
    </View>
  )
})

/** The operator's reward menu; hidden when the server has none. */
const MenuGrid = memo(function MenuGrid({ items }: { items: NavItem[] }) {
  return (
    <View className='home-menu'>
      {items.map((item, i) => (
        <View key={item.id ?? i} className='home-menu__item' onClick={() => openItem(item)}>
          <View className='home-menu__icon'>
            {item.image ? (
              <Picture alt='' className='home-menu__img' src={item.image} mode='aspectFit' />
            ) : (
              <Text className='home-menu__glyph'>{item.name.slice(0, 1)}</Text>
            )}
            {item.reward || item.badge ? <Text className='home-menu__badge'>{item.reward || item.badge}</Text> : null}
          </View>
          <Text className='home-menu__name'>{item.name}</Text>
        </View>
      ))}
    </View>
  )
})

// Home tab (docs/product.md: Screens and navigation): where the user is and the search, the operator's banners and menu, the app's
// own entries, the latest notices, then the nearby deals and the red-packet popup, which load
// after the first paint on H5.
export default function HomeScreen() {
  const t = useLazyMessages(messages)
  const locale = useLocale()
  // the share menu sends the home page with the user as referrer
  useShareInvite()
  // the shop list, the notices and the popup after the first screen is painted
  const afterFirstPaint = useAfterFirstPaint()
  const { place, banners, menus, notices, popup } = useHomeData(afterFirstPaint)
  const city = place ? placeName(place, locale.startsWith('zh'), t('home.currentPlace')) : t('home.locating')
  const address = place ? city : ''
  const openPlace = useCallback(() => open(searchLocationUrl(place, address)), [place, address])

  return (
    <TabPage className='home'>
      <HomeHeader place={place} city={city} address={address} onPlace={openPlace} t={t} />

      <View className='home-body'>
        {banners === undefined ? <View className='home-banner home-banner--loading' /> : banners.length ? <Banner items={banners} onOpen={openItem} /> : null}

        <AppEntries t={t} />

        {menus === undefined ? <View className='home-menu home-menu--loading' /> : menus.length ? <MenuGrid items={menus} /> : null}
        {notices === undefined ? <View className='home-notice home-notice--loading' /> : notices.length ? <NoticeBar notices={notices} label={t('home.notice')} /> : null}

        {afterFirstPaint ? (
          <Suspense fallback={<View className='home-lazy' />}>
            <ShopList place={place} onChangePlace={openPlace} />
          </Suspense>
        ) : <View className='home-lazy' />}
      </View>

      {popup ? (
        <Suspense fallback={null}>
          <RedPacketPopup popup={popup} />
        </Suspense>
      ) : null}
    </TabPage>
  )
}
