// The mini-program has no lazy chunks: the screens directly (see screens.ts for H5).
export { default as ShareScreen } from './ShareScreen'
export { default as ShareRegisterScreen } from './ShareRegisterScreen'
export { default as VipGroupScreen } from './VipGroupScreen'
