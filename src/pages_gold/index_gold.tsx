import { GoldExchangeScreen } from '@/features/goldExchange'

// 金币兑换: the items gold buys, gold packs and the result of paying one.
export default function IndexGoldPage() {
  return <GoldExchangeScreen />
}
