// The mini-program has no lazy chunks: the screens directly (see screens.ts for H5).
export { default as BlindBoxScreen } from './BlindBoxScreen'
export { default as BlindBoxInviteScreen } from './BlindBoxInviteScreen'
export { default as BlindBoxPosterScreen } from './BlindBoxPosterScreen'
export { default as BlindBoxHelpScreen } from './BlindBoxHelpScreen'
export { default as BlindBoxHelpListScreen } from './BlindBoxHelpListScreen'
