// The mini-program has no lazy chunks: the screens directly (see screens.ts for H5).
export { default as ChallengeScreen } from './ChallengeScreen'
export { default as MyChallengeScreen } from './MyChallengeScreen'
export { default as ChallengeRuleScreen } from './ChallengeRuleScreen'
export { default as MyJoinScreen } from './MyJoinScreen'
export { default as MyJoinedChallengesScreen } from './MyJoinedChallengesScreen'
