import { lazyScreen } from '@/components/LazyScreen'

// The free-meal page screens, each a chunk of its own on H5 (see components/LazyScreen), so that
// the shop cards can use the deal presenter without them; screens.weapp.ts imports them directly.
export const FreeMealListScreen = lazyScreen(() => import('./FreeMealListScreen'))
export const GrabScreen = lazyScreen(() => import('./GrabScreen'))
export const OrdersScreen = lazyScreen(() => import('./OrdersScreen'), 'tab')
export const ProofScreen = lazyScreen(() => import('./ProofScreen'))
export const PlaceOrderScreen = lazyScreen(() => import('./PlaceOrderScreen'))
