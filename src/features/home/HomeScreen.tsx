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
import Banner from './Banner'
import { APP_ENTRIES, type HomePlace, placeName, searchLocationUrl, searchUrl } from './homeLinks'
import { RedPacketPopup, ShopList } from './lazy'
import { messages } from './home.messages'
import { useLazyMessages } from './useLazyMessages'
import { useHomeData, useHomeNotices, useHomePopup } from './useHomeData'
import './home.scss'
import Picture from '@/components/Picture'
import { pageUrl } from '@/routes'

const ignore = () => undefined
// the shop list's place while its chunk loads
const LIST_PLACE = <View className='home-lazy' />
const NOTICE_ROTATE_MS = 3000

function open(url: string) {
  navigateTo(url).catch(ignore)
}

function openItem(item: NavItem) {
  openNavItem(item).catch(ignore)
}

type HomeT = ReturnType<typeof useLazyMessages<typeof messages>>

// Home draws again as its place and the shop list's chunk arrive: the parts of the first screen
// are memoised, so those renders skip what did not change instead of diffing the whole page each
// time; the notices and the popup are their sections' own state, and their arrival draws only
// them (docs/performance.md).

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

/**
 * The latest notices, one line at a time; tapping opens the notice page. They are asked for once
 * `enabled` (after the first paint); meanwhile their place is kept (nothing below jumps), and the
 * bar is hidden when there are none.
 */
const NoticeBar = memo(function NoticeBar({ enabled, label }: { enabled: boolean; label: string }) {
  const notices = useHomeNotices(enabled)
  const count = notices ? notices.length : 0
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (count < 2) return undefined
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), NOTICE_ROTATE_MS)
    return () => clearInterval(timer)
  }, [count])
  if (!notices) return <View className='home-notice home-notice--loading' />
  if (!count) return null
  return (
    <View className='home-notice' onClick={() => open(pageUrl('notices'))}>
      <Text className='home-notice__label'>{label}</Text>
      <Text className='home-notice__text'>{notices[index % count].title}</Text>
      <View className='home-notice__arrow' />
    </View>
  )
})

/** The operator's popup (the red packet), in a chunk of its own loaded only when there is one. */
function HomePopup({ enabled }: { enabled: boolean }) {
  const popup = useHomePopup(enabled)
  return (
    popup && (
      <Suspense>
        <RedPacketPopup popup={popup} />
      </Suspense>
    )
  )
}

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
  const { place, banners, menus } = useHomeData()
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
        <NoticeBar enabled={afterFirstPaint} label={t('home.notice')} />

        {afterFirstPaint ? (
          <Suspense fallback={LIST_PLACE}>
            <ShopList place={place} onChangePlace={openPlace} />
          </Suspense>
        ) : LIST_PLACE}
      </View>

      <HomePopup enabled={afterFirstPaint} />
    </TabPage>
  )
}
