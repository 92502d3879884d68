// The mini-program has no lazy chunks: the screens directly (see screens.ts for H5).
export { default as ShopDetailScreen } from './ShopDetailScreen'
export { default as SearchScreen } from './SearchScreen'
export { default as CategoryScreen } from './CategoryScreen'
export { default as QualityZoneScreen } from './QualityZoneScreen'
export { default as LocationScreen } from './LocationScreen'
