import { lazyScreen } from '@/components/LazyScreen'

// The share feature's page screens, each a chunk of its own on H5 (components/LazyScreen): the home
// page imports the feature for useShareInvite without them; screens.weapp.ts imports them directly.
export const ShareScreen = lazyScreen(() => import('./ShareScreen'))
export const ShareRegisterScreen = lazyScreen(() => import('./ShareRegisterScreen'))
export const VipGroupScreen = lazyScreen(() => import('./VipGroupScreen'))
