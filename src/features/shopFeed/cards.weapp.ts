// The mini-program loads its packages at once: no lazy chunk (see cards.ts for H5).
export { default as ShopCards } from './ShopCards'
