// The mini-program has no lazy chunks: the screens directly (see screens.ts for H5). They all live
// in the pages_raffle sub-package, as everything of this feature.
export { default as ActivitiesScreen } from './ActivitiesScreen'
export { default as MyPrizesScreen } from './MyPrizesScreen'
export { default as ExchangeScreen } from './ExchangeScreen'
export { default as WheelScreen } from './WheelScreen'
export { default as GridScreen } from './GridScreen'
export { default as FlipScreen } from './FlipScreen'
export { default as EggScreen } from './EggScreen'
export { default as ScratchScreen } from './ScratchScreen'
export { default as CapsuleScreen } from './CapsuleScreen'
