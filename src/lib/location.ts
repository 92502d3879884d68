import { DEFAULT_CITY } from '@/constants'
import { platformLocationDeps } from './locationDeps'

// The location-authorization flow (docs/product.md, States): not asked yet -> ask by locating;
// denied -> the dialog 您未开启地理位置授权 that opens settings; still refused -> Guiyang, the default
// city. The platform's calls are in locationDeps.ts (mini-program) and locationDeps.h5.ts (browser).

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

export async function resolveLocation(deps: LocationDeps = platformLocationDeps): Promise<ResolvedLocation> {
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

