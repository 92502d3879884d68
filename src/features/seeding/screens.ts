import { lazyScreen } from '@/components/LazyScreen'

// The seeding screen, a chunk of its own on H5 (see components/LazyScreen); screens.weapp.ts
// imports it directly.
export const MediaPromotionScreen = lazyScreen(() => import('./MediaPromotionScreen'))
