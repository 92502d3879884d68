import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { SearchBar } from '@nutui/nutui-react-taro'
import { type ReactNode, useMemo, useState } from 'react'
import Page from '@/components/Page'
import { EmptyState } from '@/components/ShopLists'
import { formatDistance } from '@/utils/distance'
import { useT } from '@/i18n'
import { goBack } from '@/lib/navigation'
import { placePicked } from '@/lib/placePick'
import { toast } from '@/lib/toast'
import type { Place } from '@api-types/places'
import messages from './search.messages'
import { positionOf } from './position'
import { sameCity, useSearchLocation } from './useSearchLocation'
import './search.scss'
import './location.scss'

const back = () => goBack().catch(() => undefined)

// /pages/search/search_location?latitude=&longitude=&address=: choose the address home shows
// deals for: the current city and a city switcher, a place search, and "use my current location".
// With pick=1 a form opened it (lib/placePick.ts): the chosen place goes back to the form and the
// home address stays; the current location (a position without a place) is not offered.
export default function LocationScreen() {
  const t = useT(messages)
  const { latitude, longitude, address, pick: picking } = useRouter().params
  const position = useMemo(() => positionOf({ latitude, longitude, address }), [latitude, longitude, address])
  const loc = useSearchLocation(position)
  const [switching, setSwitching] = useState(false)
  const [locating, setLocating] = useState(false)

  const pick = (place: Place) => {
    if (picking) placePicked(place)
    else loc.choose(place)
    back()
  }
  const locateHere = async () => {
    if (locating) return
    setLocating(true)
    const ok = await loc.locateHere()
    setLocating(false)
    if (ok) back()
    else toast(t('locateFailed'))
  }

  let results: ReactNode = null
  if (loc.status === 'ready' && !loc.places.length) {
    results = <EmptyState className='search-page__empty' description={t('noPlace')} />
  } else if (loc.status === 'error') {
    results = (
      <View className='place-list__state' role='button' onClick={loc.retry}>
        {t('placeFailed')} · {t('common.retry')}
      </View>
    )
  } else if (loc.places.length) {
    results = (
      <View className='place-list'>
        {loc.places.map((place) => (
          <View key={`${place.name}-${place.latitude}-${place.longitude}`} className='place-list__item' onClick={() => pick(place)}>
            <View className='place-list__main'>
              <Text className='place-list__name'>{place.name}</Text>
              <Text className='place-list__address'>{place.address}</Text>
            </View>
            {formatDistance(place.distance) ? <Text className='place-list__distance'>{formatDistance(place.distance)}</Text> : null}
          </View>
        ))}
      </View>
    )
  } else if (loc.status === 'loading') {
    results = <View className='place-list__state'>{t('common.loading')}</View>
  }

  return (
    <Page className='search-page search-location'>
      <View className='search-location__bar'>
        <View className='search-location__city' role='button' onClick={() => setSwitching((s) => !s)}>
          <Text className='search-location__city-name'>{loc.city.name}</Text>
          <View className={`search-location__caret${switching ? ' search-location__caret--up' : ''}`} />
        </View>
        <SearchBar
          className='search-location__input'
          shape='round'
          value={loc.keyword}
          placeholder={t('placeSearch')}
          maxLength={50}
          onChange={loc.setKeyword}
        />
      </View>

      {switching ? (
        <View className='search-location__cities'>
          <Text className='search-location__label'>{t('switchCity')}</Text>
          <View className='search-chips'>
            {loc.cityList.map((c) => (
              <Text
                key={c.code}
                className={`search-chips__chip${sameCity(c.name, loc.city.name) ? ' search-chips__chip--on' : ''}`}
                onClick={() => {
                  loc.pickCity(c)
                  setSwitching(false)
                }}
              >
                {c.name}
              </Text>
            ))}
          </View>
        </View>
      ) : null}

      {picking ? null : <View className='search-location__current' role='button' onClick={locateHere}>
        <View className='search-location__pin' />
        <View className='search-location__current-main'>
          <Text className='search-location__current-title'>{locating ? t('locating') : t('useCurrent')}</Text>
          {position.address ? <Text className='search-location__current-sub'>{position.address}</Text> : null}
        </View>
        <Text className='search-location__current-city'>
          {t('currentCity')} · {loc.city.name}
        </Text>
      </View>}

      {results}
    </Page>
  )
}
