import { lazy } from 'react'

// On H5 the parts of home below its first screen load as chunks of their own: the shop list after
// the first paint, the red-packet popup (with dayjs) only when the server offers a popup. That
// keeps the home tab's first-load JS small. The mini-program has no such chunks: lazy.weapp.ts
// imports them directly.
export const ShopList = lazy(() => import('./ShopList'))
export const RedPacketPopup = lazy(() => import('./RedPacketPopup'))
