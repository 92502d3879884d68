import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { useQuery } from '@/data/useQuery'
import { resolveLocation } from '@/lib/location'
import { commonInfoAtom } from '@/store/commonInfo'

export interface ListPosition {
  latitude: number
  longitude: number
}

/**
 * Where a shop page searches and measures distances from: the address chosen on search_location, else
 * the located one (Guiyang when location is refused); null while locating.
 */
export function useListPosition(): ListPosition | null {
  const address = useAtomValue(commonInfoAtom).address
  const chosen = !!address && Number.isFinite(address.latitude) && Number.isFinite(address.longitude)
  const located = useQuery('located', resolveLocation, { enabled: !chosen }).data
  const latitude = chosen ? address.latitude : located?.latitude
  const longitude = chosen ? address.longitude : located?.longitude

  // one object per position, so lists keyed on it reload only when it really moves
  return useMemo(
    () => (latitude === undefined || longitude === undefined ? null : { latitude, longitude }),
    [latitude, longitude],
  )
}
