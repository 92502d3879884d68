import { useReachBottom } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { income } from '@/api/wallet'
import { usePagedQuery } from '@/data/usePagedQuery'
import { isLoggedInAtom } from '@/store/session'
import {
  HISTORY_PAGE_SIZE, earningsPager, incomePage, type HistoryTab, type IncomePage, type WalletRow, type WalletTotals,
} from './walletView'

const SILENT = { silent: true } as const

/** One Wallet/income page with these filters, as the paging engine takes it. */
const readIncome = (filters: { kind?: WalletRow['kind']; month?: string }) => (page: number, limit: number): Promise<IncomePage> =>
  income({ ...filters, page, limit }, SILENT).then((res) => incomePage(res.result))

/** The latest totals any answer carried (they stay while another filter loads: no jump). */
function useTotals(last: IncomePage | null): WalletTotals | null {
  const [totals, setTotals] = useState<WalletTotals | null>(null)
  useEffect(() => {
    if (last?.totals) setTotals(last.totals)
  }, [last])
  return totals
}

/**
 * 资金明细: the wallet ledger of Wallet/income on the data layer's paging engine, by tab: all rows,
 * one kind (the server's kind filter), or 收入 (the earnings, read through earningsPager: the
 * filter takes one kind). Silent (the page shows its own states), only when logged in, the next
 * page at the page bottom, the first page again when the page shows (back from cashing out).
 */
export function useWalletHistory(tab: HistoryTab) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const fetchPage = useMemo(
    () => (tab === 'income' ? earningsPager(readIncome({})) : readIncome(tab === 'all' ? {} : { kind: tab })),
    [tab],
  )
  const list = usePagedQuery<WalletRow, IncomePage>(`wallet:${tab}`, fetchPage, {
    limit: HISTORY_PAGE_SIZE,
    whenLoggedIn: true,
    refreshOnShow: true,
  })
  const totals = useTotals(list.last)

  useReachBottom(() => {
    list.loadMore()
  })

  return { loggedIn, list, totals }
}

/**
 * 收益明细: the earning rows of one month ('YYYY-MM', Asia/Shanghai) read through earningsPager, and
 * the earnings in all and today (every answer's totals), on the same engine and terms as
 * useWalletHistory.
 */
export function useEarningRecords(month: string) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const fetchPage = useMemo(() => earningsPager(readIncome({ month })), [month])
  const list = usePagedQuery<WalletRow, IncomePage>(`earnings:${month}`, fetchPage, {
    limit: HISTORY_PAGE_SIZE,
    whenLoggedIn: true,
    refreshOnShow: true,
  })
  const totals = useTotals(list.last)

  useReachBottom(() => {
    list.loadMore()
  })

  return { loggedIn, list, totals }
}
