// The mini-program has no lazy chunks: the screens directly (see screens.ts for H5).
export { default as MerchantIntroScreen } from './MerchantIntroScreen'
export { default as ApplyScreen } from './ApplyScreen'
export { default as CallUsScreen } from './CallUsScreen'
