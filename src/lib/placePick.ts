import Taro from '@tarojs/taro'
import type { Place } from '@api-types/places'

// Picking a place for a form (the merchant application's shop address) on the app's own place
// search (/pages/search/search_location?pick=1): the search page, opened in pick mode, hands the
// chosen place back through this event instead of storing it as the address home searches around.

const PLACE_PICKED = 'placePicked'

/** Called by the place search in pick mode with the chosen place, before it goes back. */
export function placePicked(place: Place): void {
  Taro.eventCenter.trigger(PLACE_PICKED, place)
}

/** Listens for picked places while the form is mounted; answers the function that stops listening. */
export function onPlacePicked(listener: (place: Place) => void): () => void {
  Taro.eventCenter.on(PLACE_PICKED, listener)
  return () => Taro.eventCenter.off(PLACE_PICKED, listener)
}
