import { LOCATION_TIMEOUT } from '@/constants'
import { t } from '@/i18n'
import { askToOpenLocationSettings } from './locationDialog'
import type { LocationDeps } from './location'

// The browser's location calls (location.ts runs the flow; the mini-program's are locationDeps.ts).
// A browser has no authorization setting to read: it asks when the page locates.


export const platformLocationDeps: LocationDeps = {
  async authState() {
    return 'not-asked'
  },
  locate() {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.reject(new Error(t('location.unsupported')))
    return new Promise((resolve, reject) =>
      navigator.geolocation.getCurrentPosition(
        (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
        reject,
        { timeout: LOCATION_TIMEOUT, maximumAge: 10 * 60 * 1000 },
      ),
    )
  },
  askToOpenSettings: askToOpenLocationSettings,
  // never reached: a browser's state is never 'denied' here
  async openSettings() {
    return 'denied'
  },
}
