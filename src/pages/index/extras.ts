// What home loads after its first paint on H5, as one chunk (see lazy.ts).
export { default as ShopList } from './ShopList'
export { default as RedPacketPopup } from './RedPacketPopup'
