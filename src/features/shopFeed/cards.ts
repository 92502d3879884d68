import { lazy } from 'react'

// On H5 the cards (with their texts and styles) load only once a list has shops to draw: a page
// that shows its skeleton, empty or error state never downloads them, which keeps the home tab's
// first load small. The mini-program has no such chunks: cards.weapp.ts imports them directly.
export const ShopCards = lazy(() => import('./ShopCards'))
