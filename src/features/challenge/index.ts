// Challenges (挑战赛, docs/rules.md "Challenges"): 挑战赛, 我的挑战, 挑战规则 and 参与记录 (the
// challenge sub-package) and 我参与的挑战 (main package: a compact list of its own, small).
// The screens load as chunks of their own on H5 (screens.ts).
export * from './screens'
