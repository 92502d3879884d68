// Raffles (幸运抽奖, docs/rules.md "Raffles"): the pages of the pages_raffle sub-package, and
// nothing else: no main-package code imports this feature.
export * from './screens'
