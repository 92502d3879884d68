import Taro from '@tarojs/taro'
import { askToOpenLocationSettings } from './locationDialog'
import type { AuthState, LocationDeps } from './location'

// The mini-program's location calls (location.ts runs the flow): its authorization setting, the
// GCJ-02 position the maps and the server expect, and the settings page. H5: locationDeps.h5.ts.

function authFrom(setting: Record<string, boolean | undefined> | undefined): AuthState {
  const v = setting?.['scope.userLocation']
  return v === undefined ? 'not-asked' : v ? 'granted' : 'denied'
}


export const platformLocationDeps: LocationDeps = {
  async authState() {
    const res = await Taro.getSetting()
    return authFrom(res.authSetting as Record<string, boolean | undefined>)
  },
  async locate() {
    const res = await Taro.getLocation({ type: 'gcj02' })
    return { latitude: res.latitude, longitude: res.longitude }
  },
  askToOpenSettings: askToOpenLocationSettings,
  async openSettings() {
    const res = await Taro.openSetting()
    return authFrom(res.authSetting as Record<string, boolean | undefined>)
  },
}
