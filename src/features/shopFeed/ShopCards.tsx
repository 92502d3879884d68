import type { Shop } from '@api-types/shop'
import { useStepwise } from '@/hooks/useStepwise'
import ShopCard, { type ShopCardProps } from './ShopCard'

export interface ShopCardsProps {
  shops: Shop[]
  variant?: ShopCardProps['variant']
  serverTime?: string
  onOpen: (shop: Shop) => void
}

// a card costs about 5 ms of a phone's script to draw: a page of 10 drawn at once was one of home's
// long tasks, so the first cards are drawn at once and the others two by two (docs/performance.md)
const FIRST_CARDS = 2
const CARDS_PER_STEP = 2

/** The cards of a loaded list (a chunk of its own on H5: see cards.ts). */
export default function ShopCards({ shops, variant, serverTime, onOpen }: ShopCardsProps) {
  const shown = useStepwise(shops.length, FIRST_CARDS, CARDS_PER_STEP)
  return (
    <>
      {shops.slice(0, shown).map((shop) => (
        <ShopCard key={shop.id} shop={shop} variant={variant} serverTime={serverTime} onOpen={onOpen} />
      ))}
    </>
  )
}
