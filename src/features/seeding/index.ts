// The seeding (种草) activity (docs/rules.md "Seeding activity"): 种草活动 (challenge/media_promotion),
// only in the challenge sub-package. The screen loads as a chunk of its own on H5 (screens.ts).
export * from './screens'
