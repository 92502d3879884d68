import { lazy } from 'react'

// On H5 the parts of home below the first screen (the shop list, the red-packet popup) load as
// one chunk after the first paint, so the first-load JS stays within its budget (135 KB gzip).
// The mini-program has no such chunks: lazy.weapp.ts imports them directly.
const extras = () => import('./extras')

export const ShopList = lazy(() => extras().then((m) => ({ default: m.ShopList })))
export const RedPacketPopup = lazy(() => extras().then((m) => ({ default: m.RedPacketPopup })))
