import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { cities as citiesCall, search as searchPlaces } from '@/api/places'
import { DEFAULT_CITY } from '@/constants'
import { type QueryState, useQuery } from '@/data/useQuery'
import { resolveLocation } from '@/lib/location'
import { commonInfoAtom, updateCommonInfo } from '@/store/commonInfo'
import type { City, Place } from '@api-types/places'
import type { QueryPosition } from './position'

export const PLACE_SEARCH_DELAY = 300

const NO_CITIES: City[] = []
const NO_PLACES: Place[] = []

/** The city searched in: one of the supported cities (with its centre), or just a name from common info. */
export interface SearchCity {
  name: string
  code?: string
  latitude?: number
  longitude?: number
}

export type PlaceStatus = QueryState

/** '贵阳' and '贵阳市' are one city (the cities list and common info may spell it either way). */
export function sameCity(a: string, b: string): boolean {
  return a.replace(/市$/, '') === b.replace(/市$/, '')
}

/** What choosing a place stores in common info: the address home then shows deals for, and its city. */
export function chosenAddress(place: Place, detail: Record<string, unknown> | null) {
  return {
    address: { latitude: place.latitude, longitude: place.longitude, recommend: place.name },
    addressDetail: { ...(detail ?? {}), city: place.city },
  }
}

/**
 * The address picker: the current city (common info, else Guiyang) and the supported cities, a
 * keyword search of places debounced by 300 ms, and the two ways out: a chosen place, or the
 * current location (which clears the chosen address so home follows the device again).
 */
export function useSearchLocation(position: QueryPosition) {
  const info = useAtomValue(commonInfoAtom)
  const [city, setCity] = useState<SearchCity>(() => ({ name: info.addressDetail?.city || DEFAULT_CITY.city }))
  const [keyword, setKeyword] = useState('')
  /** The keyword once the user has stopped typing for PLACE_SEARCH_DELAY. */
  const [settled, setSettled] = useState('')

  const cityList = useQuery('cities', () =>
    citiesCall({ silent: true }).then((res) => (Array.isArray(res.result) ? res.result.filter((c) => !!c && typeof c.name === 'string') : [])),
  ).data ?? NO_CITIES

  useEffect(() => {
    const timer = setTimeout(() => setSettled(keyword.trim()), PLACE_SEARCH_DELAY)
    return () => clearTimeout(timer)
  }, [keyword])

  // a switched city searches around its centre; otherwise around where the page was opened from
  const latitude = city.latitude ?? position.latitude
  const longitude = city.longitude ?? position.longitude
  const cityKey = city.code ?? city.name
  // an emptied box goes back to idle at once; a new word waits until typing settles
  const word = keyword.trim() ? settled : ''
  const search = useQuery(
    `${word}|${cityKey}|${latitude}|${longitude}`,
    () =>
      searchPlaces(
        { keyword: word, city: cityKey, ...(latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {}) },
        { silent: true },
      ).then((res) => (Array.isArray(res.result) ? res.result.filter((p) => !!p && typeof p.name === 'string') : [])),
    { enabled: word !== '' },
  )
  const places = search.data ?? NO_PLACES
  const status: PlaceStatus = search.state
  const retry = search.reload

  const choose = useCallback((place: Place) => updateCommonInfo(chosenAddress(place, info.addressDetail)), [info.addressDetail])

  /** True when the device was located: the chosen address is dropped and home locates again. */
  const locateHere = useCallback(async () => {
    const located = await resolveLocation()
    if (located.isDefault) return false
    updateCommonInfo({ address: null, addressDetail: null })
    return true
  }, [])

  const pickCity = useCallback((c: City) => setCity({ name: c.name, code: c.code, latitude: c.latitude, longitude: c.longitude }), [])

  return { city, cityList, pickCity, keyword, setKeyword, places, status, retry, choose, locateHere }
}
