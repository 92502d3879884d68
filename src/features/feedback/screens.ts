import { lazyScreen } from '@/components/LazyScreen'

// The feedback screens, each a chunk of its own on H5 (see components/LazyScreen); screens.weapp.ts
// imports them directly.
export const AddFeedbackScreen = lazyScreen(() => import('./AddFeedbackScreen'))
export const ChooseOrderScreen = lazyScreen(() => import('./ChooseOrderScreen'))
export const MyFeedbackScreen = lazyScreen(() => import('./MyFeedbackScreen'))
export const FeedbackDetailScreen = lazyScreen(() => import('./FeedbackDetailScreen'))
