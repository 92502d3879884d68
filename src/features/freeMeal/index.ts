// Free meals (霸王餐): the free-meal list, the grab confirmation, the orders tab, the proof upload
// and the go-order page; and the deal presenter every surface that shows a deal reads it with
// (the shop feed cards and the shop detail too), with the deal texts and platform names.
export {
  comingRelease, dealState, dealView, presentDeal, rebateForUser, windowText,
  type DealButton, type DealInput, type DealPhase, type DealPresentation, type DealView,
} from './dealPresenter'
export { useDealButtonText, useMemberOnlyText, useViewerIsMember } from './dealTexts'
export { dealMessages } from './deal.messages'
export { platformKey } from './platform'
export * from './screens'
