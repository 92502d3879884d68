import { lazyScreen } from '@/components/LazyScreen'

// The merchant screens, each a chunk of its own on H5 (see components/LazyScreen); screens.weapp.ts
// imports them directly.
export const MerchantIntroScreen = lazyScreen(() => import('./MerchantIntroScreen'))
export const ApplyScreen = lazyScreen(() => import('./ApplyScreen'))
export const CallUsScreen = lazyScreen(() => import('./CallUsScreen'))
