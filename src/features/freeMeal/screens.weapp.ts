// The mini-program has no lazy chunks: the screens directly (see screens.ts for H5).
export { default as FreeMealListScreen } from './FreeMealListScreen'
export { default as GrabScreen } from './GrabScreen'
export { default as OrdersScreen } from './OrdersScreen'
export { default as ProofScreen } from './ProofScreen'
export { default as PlaceOrderScreen } from './PlaceOrderScreen'
