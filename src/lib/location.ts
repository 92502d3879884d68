import Taro from '@tarojs/taro'
import { DEFAULT_CITY, LOCATION_TIMEOUT } from '@/constants'
import { t } from '@/i18n'
import { confirm } from './dialog'

// The location-authorization flow of spec section 4: not asked yet -> ask by locating; denied ->
// the dialog 您未开启地理位置授权 that opens settings; still refused -> Guiyang, the default city.

export interface ResolvedLocation {
  latitude: number
  longitude: number
  /** True when the default city stands in for a location we could not get. */
  isDefault: boolean
  city?: string
}

export type AuthState = 'granted' | 'denied' | 'not-asked'

/** The platform calls the flow needs; tests pass fakes. */
export interface LocationDeps {
  authState(): Promise<AuthState>
  locate(): Promise<{ latitude: number; longitude: number }>
  askToOpenSettings(): Promise<boolean>
  openSettings(): Promise<AuthState>
}

export function defaultLocation(): ResolvedLocation {
  return { latitude: DEFAULT_CITY.latitude, longitude: DEFAULT_CITY.longitude, city: DEFAULT_CITY.city, isDefault: true }
}

export async function resolveLocation(deps: LocationDeps = taroLocationDeps): Promise<ResolvedLocation> {
  let state = await deps.authState().catch((): AuthState => 'not-asked')
  if (state === 'denied') {
    const wantsSettings = await deps.askToOpenSettings().catch(() => false)
    if (!wantsSettings) return defaultLocation()
    state = await deps.openSettings().catch((): AuthState => 'denied')
    if (state === 'denied') return defaultLocation()
  }
  try {
    const { latitude, longitude } = await deps.locate()
    return { latitude, longitude, isDefault: false }
  } catch {
    return defaultLocation()
  }
}

function authFrom(setting: Record<string, boolean | undefined> | undefined): AuthState {
  const v = setting?.['scope.userLocation']
  return v === undefined ? 'not-asked' : v ? 'granted' : 'denied'
}

export const taroLocationDeps: LocationDeps = {
  async authState() {
    // H5 has no authorization settings: the browser asks when we locate
    if (process.env.TARO_ENV === 'h5') return 'not-asked'
    const res = await Taro.getSetting()
    return authFrom(res.authSetting as Record<string, boolean | undefined>)
  },
  async locate() {
    if (process.env.TARO_ENV === 'h5') {
      if (typeof navigator === 'undefined' || !navigator.geolocation) throw new Error(t('location.unsupported'))
      return new Promise((resolve, reject) =>
        navigator.geolocation.getCurrentPosition(
          (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
          reject,
          { timeout: LOCATION_TIMEOUT, maximumAge: 10 * 60 * 1000 },
        ),
      )
    }
    const res = await Taro.getLocation({ type: 'gcj02' })
    return { latitude: res.latitude, longitude: res.longitude }
  },
  askToOpenSettings() {
    return confirm({ title: t('location.deniedTitle'), content: t('location.deniedContent'), confirmText: t('location.openSetting') })
  },
  async openSettings() {
    const res = await Taro.openSetting()
    return authFrom(res.authSetting as Record<string, boolean | undefined>)
  },
}
