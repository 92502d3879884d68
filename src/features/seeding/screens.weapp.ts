// The mini-program has no lazy chunks: the screen directly (see screens.ts for H5).
export { default as MediaPromotionScreen } from './MediaPromotionScreen'
