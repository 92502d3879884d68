// The mini-program has no lazy chunks: the screens directly (see screens.ts for H5).
export { default as InviteScreen } from './InviteScreen'
export { default as MyTeamScreen } from './MyTeamScreen'
export { default as RankingScreen } from './RankingScreen'
export { default as FoodieScreen } from './FoodieScreen'
export { default as EarnRulesScreen } from './EarnRulesScreen'
export { default as AwaitedCommissions } from './AwaitedCommissions'
