// The mini-program loads its main package at once: no lazy chunks (see lazy.ts for H5).
export { default as ShopList } from './ShopList'
export { default as RedPacketPopup } from './RedPacketPopup'
