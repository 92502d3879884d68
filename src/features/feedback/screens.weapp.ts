// The mini-program has no lazy chunks: the screens directly (see screens.ts for H5).
export { default as AddFeedbackScreen } from './AddFeedbackScreen'
export { default as ChooseOrderScreen } from './ChooseOrderScreen'
export { default as MyFeedbackScreen } from './MyFeedbackScreen'
export { default as FeedbackDetailScreen } from './FeedbackDetailScreen'
