import { lazyScreen } from '@/components/LazyScreen'

// The team screens, each a chunk of its own on H5 (see components/LazyScreen), and 收益明细's 待入账
// sheet; screens.weapp.ts imports them directly.
export const InviteScreen = lazyScreen(() => import('./InviteScreen'))
export const MyTeamScreen = lazyScreen(() => import('./MyTeamScreen'))
export const RankingScreen = lazyScreen(() => import('./RankingScreen'))
export const FoodieScreen = lazyScreen(() => import('./FoodieScreen'))
export const EarnRulesScreen = lazyScreen(() => import('./EarnRulesScreen'))
export const AwaitedCommissions = lazyScreen(() => import('./AwaitedCommissions'))
