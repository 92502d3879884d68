import { lazyScreen } from '@/components/LazyScreen'

// The shop pages, each a chunk of its own on H5 (see components/LazyScreen), so that the home tab's
// shop list can use the feed without them; screens.weapp.ts imports them directly.
export const ShopDetailScreen = lazyScreen(() => import('./ShopDetailScreen'))
export const SearchScreen = lazyScreen(() => import('./SearchScreen'))
export const CategoryScreen = lazyScreen(() => import('./CategoryScreen'))
export const QualityZoneScreen = lazyScreen(() => import('./QualityZoneScreen'))
export const LocationScreen = lazyScreen(() => import('./LocationScreen'))
