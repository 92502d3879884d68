import { useReachBottom } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useRef, useState } from 'react'
import type { RaffleActivity, RaffleActivityCard, RaffleDrawResult, RaffleWin } from '@api-types/raffle'
import { activities, detail, draw, wins } from '@/api/raffle'
import { pageRowsOf, usePagedQuery } from '@/data/usePagedQuery'
import { useQuery, type Query } from '@/data/useQuery'
import { checkLogin } from '@/lib/auth'
import { earlyQuery } from '@/lib/boot'
import { ApiError } from '@/lib/request'
import { isLoggedInAtom } from '@/store/session'
import { isActivityCard, isWin, newRequestId } from './raffleView'

// The raffle pages' data (docs/features.md "The data layer") and the one draw flow of the six draw
// pages (docs/rules.md "Raffles"). Loads are silent: the screens show their own states.

const SILENT = { silent: true } as const

/** 幸运抽奖: the activities, paged, the next page at the page bottom. */
export function useRaffleActivities() {
  const list = usePagedQuery<RaffleActivityCard>(
    'raffles',
    (page, limit) => activities({ page, limit }, SILENT).then((res) => pageRowsOf(res.result, isActivityCard)),
    { limit: 20, refreshOnShow: true },
  )
  useReachBottom(() => {
    list.loadMore()
  })
  return list
}

/** 我的奖品: the caller's won prizes, newest first, paged. */
export function useRaffleWins(limit = 20) {
  const list = usePagedQuery<RaffleWin>(
    `raffleWins:${limit}`,
    (page, size) => wins({ page, limit: size }, SILENT).then((res) => pageRowsOf(res.result, isWin)),
    { limit, whenLoggedIn: true, refreshOnShow: true },
  )
  useReachBottom(() => {
    list.loadMore()
  })
  return list
}

const activityOf = (result: unknown) => (result && typeof result === 'object' ? (result as RaffleActivity) : undefined)

/**
 * A draw page's activity with its prizes and odds, and the caller's gold and draws (again on
 * logging in or out). Landing on the page on H5, the first answer is the one the page's inline
 * script asked for while the app loaded (lib/boot; docs/performance.md).
 */
export function useRaffleDetail(id: number | undefined) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [early] = useState(() => earlyQuery('raffle/detail', JSON.stringify({ activity_id: id }), activityOf))
  return useQuery<RaffleActivity>(
    `raffle:${id}:${loggedIn ? 'user' : 'guest'}`,
    () => early.load(() => detail({ activity_id: id ?? 0 }, SILENT).then((res) => res.result)),
    { enabled: !!id && id > 0, refreshOnShow: true, initial: early.initial },
  )
}

/**
 * Where a draw is:
 * - idle: nothing running (a tap draws);
 * - asking: the tap's request is on its way (the view already moves: the wheel turns);
 * - revealing: the server answered, the view is animating to `result.prize_index`;
 * - shown: the view stopped, the prize dialog is open.
 */
export type DrawPhase = 'idle' | 'asking' | 'revealing' | 'shown'

export interface DrawFlow {
  phase: DrawPhase
  /** The server's answer of the latest draw (the view animates to it; the dialog shows it). */
  result: RaffleDrawResult | null
  /** The server's refusal of the latest tap (gold short, allowance used, ended), for the page to show. */
  refusal: string | null
  /** The latest tap's request got no answer (network, timeout): `draw` again sends the same request id. */
  failed: boolean
  /** A tap: draws unless a draw runs (then nothing is sent). `slot` is what the user tapped (a card, an egg), for the view. */
  draw: (slot?: number) => void
  /** The slot of the running or latest draw. */
  slot: number
  /** The view finished animating the answer: the dialog opens and the page shows the new gold and draws. */
  revealed: () => void
  /** The dialog closed: ready for the next tap. */
  close: () => void
}

/**
 * The one draw flow (docs/rules.md "Raffles": the page only animates the server's answer):
 * - each tap gets a fresh request id; a second tap while a draw runs (asking, revealing, the dialog
 *   open) sends nothing;
 * - a refusal (status != 1) is kept in `refusal` for the page to show beside the button, and the
 *   activity is read again (the gold, the draws or the state changed);
 * - a network failure keeps the request id: the retry sends the same id, so the server answers the
 *   same draw if the first request did reach it, and a draw can never happen twice;
 * - the answer's `mine` (gold, draws) is shown once the view stopped on the prize.
 */
export function useRaffleDraw(activity: Query<RaffleActivity>): DrawFlow {
  const [phase, setPhase] = useState<DrawPhase>('idle')
  const [result, setResult] = useState<RaffleDrawResult | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const [slot, setSlot] = useState(0)
  const flow = useRef({ busy: false, pendingId: null as string | null, result: null as RaffleDrawResult | null })

  const tap = (tapped = 0) => {
    const data = activity.data
    if (flow.current.busy || !data) return
    if (!data.mine) {
      checkLogin().catch(() => undefined)
      return
    }
    flow.current.busy = true
    const requestId = flow.current.pendingId ?? newRequestId()
    flow.current.pendingId = requestId
    setSlot(tapped)
    setRefusal(null)
    setFailed(false)
    setResult(null)
    setPhase('asking')
    draw({ activity_id: data.id, request_id: requestId }, SILENT).then(
      (res) => {
        flow.current.pendingId = null
        flow.current.result = res.result
        setResult(res.result)
        setPhase('revealing')
      },
      (e: unknown) => {
        flow.current.busy = false
        setPhase('idle')
        const transport = e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'http')
        if (transport || !(e instanceof ApiError)) {
          // no answer: the same request id next time (the server may have drawn it already)
          setFailed(true)
          return
        }
        flow.current.pendingId = null
        setRefusal(e.message)
        activity.refresh().catch(() => undefined)
      },
    )
  }

  const revealed = () => {
    const answer = flow.current.result
    if (!answer) return
    setPhase('shown')
    if (activity.data) activity.setData({ ...activity.data, mine: answer.mine })
  }

  const close = () => {
    flow.current.busy = false
    flow.current.result = null
    setPhase('idle')
    // the prize list's stock and the state may have moved meanwhile
    activity.refresh().catch(() => undefined)
  }

  return { phase, result, refusal, failed, draw: tap, slot, revealed, close }
}
