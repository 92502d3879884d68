import { createElement } from 'react'
import { CapsuleStage, EggStage, FlipStage } from './cssStages'
import { GridStage, WheelStage } from './boardStages'
import DrawScreen from './DrawScreen'
import ScratchStage from './ScratchStage'

// The mini-program has no lazy chunks: the screens directly (see screens.ts for H5), all in the
// pages_raffle sub-package. The six draw screens are written here rather than imported from their
// H5 files: every module of the build takes an id, and fewer modules keep the ids, and with them
// the main package, short (docs/features.md: the raffle feature).
export { default as ActivitiesScreen } from './ActivitiesScreen'
export { default as MyPrizesScreen } from './MyPrizesScreen'
export { default as ExchangeScreen } from './ExchangeScreen'

export const WheelScreen = () => createElement(DrawScreen, { style: 'wheel', Stage: WheelStage })
export const GridScreen = () => createElement(DrawScreen, { style: 'grid', Stage: GridStage })
export const FlipScreen = () => createElement(DrawScreen, { style: 'flip', Stage: FlipStage })
export const EggScreen = () => createElement(DrawScreen, { style: 'egg', Stage: EggStage })
export const ScratchScreen = () => createElement(DrawScreen, { style: 'scratch', Stage: ScratchStage })
export const CapsuleScreen = () => createElement(DrawScreen, { style: 'capsule', Stage: CapsuleStage })
