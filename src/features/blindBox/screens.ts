import { lazyScreen } from '@/components/LazyScreen'

// The blind-box screens, each a chunk of its own on H5 (components/LazyScreen); screens.weapp.ts
// imports them directly.
export const BlindBoxScreen = lazyScreen(() => import('./BlindBoxScreen'))
export const BlindBoxInviteScreen = lazyScreen(() => import('./BlindBoxInviteScreen'))
export const BlindBoxPosterScreen = lazyScreen(() => import('./BlindBoxPosterScreen'))
export const BlindBoxHelpScreen = lazyScreen(() => import('./BlindBoxHelpScreen'))
export const BlindBoxHelpListScreen = lazyScreen(() => import('./BlindBoxHelpListScreen'))
