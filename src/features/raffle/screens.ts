import { lazyScreen } from '@/components/LazyScreen'

// The raffle screens, each a chunk of its own on H5 (see components/LazyScreen): a draw page loads
// its own view only (the wheel and the grid lucky-canvas); screens.weapp.ts imports them directly.
export const ActivitiesScreen = lazyScreen(() => import('./ActivitiesScreen'))
export const MyPrizesScreen = lazyScreen(() => import('./MyPrizesScreen'))
export const ExchangeScreen = lazyScreen(() => import('./ExchangeScreen'))
export const WheelScreen = lazyScreen(() => import('./WheelScreen'))
export const GridScreen = lazyScreen(() => import('./GridScreen'))
export const FlipScreen = lazyScreen(() => import('./FlipScreen'))
export const EggScreen = lazyScreen(() => import('./EggScreen'))
export const ScratchScreen = lazyScreen(() => import('./ScratchScreen'))
export const CapsuleScreen = lazyScreen(() => import('./CapsuleScreen'))
