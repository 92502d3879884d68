import { lazyScreen } from '@/components/LazyScreen'

// The challenge screens, each a chunk of its own on H5 (see components/LazyScreen); screens.weapp.ts
// imports them directly. 我参与的挑战 (main package) is a small screen of its own.
export const ChallengeScreen = lazyScreen(() => import('./ChallengeScreen'))
export const MyChallengeScreen = lazyScreen(() => import('./MyChallengeScreen'))
export const ChallengeRuleScreen = lazyScreen(() => import('./ChallengeRuleScreen'))
export const MyJoinScreen = lazyScreen(() => import('./MyJoinScreen'))
export const MyJoinedChallengesScreen = lazyScreen(() => import('./MyJoinedChallengesScreen'))
