// Challenges (挑战赛, docs/rules.md "Challenges, raffles, blind boxes, seeding"): not built yet;
// 我参与的挑战 says so with its empty state until the challenges exist (issue 19 grows this folder).
export { default as MyJoinedChallengesScreen } from './MyJoinedChallengesScreen'
