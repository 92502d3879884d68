import type { Shop } from '@api-types/shop'
import ShopCard, { type ShopCardProps } from './ShopCard'

export interface ShopCardsProps {
  shops: Shop[]
  variant?: ShopCardProps['variant']
  serverTime?: string
  onOpen: (shop: Shop) => void
}

/** The cards of a loaded list (a chunk of its own on H5: see cards.ts). */
export default function ShopCards({ shops, variant, serverTime, onOpen }: ShopCardsProps) {
  return (
    <>
      {shops.map((shop) => (
        <ShopCard key={shop.id} shop={shop} variant={variant} serverTime={serverTime} onOpen={onOpen} />
      ))}
    </>
  )
}
