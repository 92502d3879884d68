import { useReachBottom } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import type { AppConfigResult } from '@api-types/config'
import type { Commission, TeamMember, TeamSummary } from '@api-types/team'
import type { RankingEntry, RankingKind, RankingPeriod } from '@api-types/user'
import { appConfig } from '@/api/config'
import { commissions, members, summary } from '@/api/team'
import { rankingList } from '@/api/user'
import { pageRowsOf, usePagedQuery } from '@/data/usePagedQuery'
import { useQuery } from '@/data/useQuery'
import { isLoggedInAtom } from '@/store/session'
import { commissionTerms } from '@/utils/commissionRates'
import {
  AWAITED_STATES, LATEST_COMMISSIONS, MEMBERS_PAGE_SIZE, RANKING_PAGE_SIZE, isCommission, isTeamMember, newestFirst,
  positionedPage, rankingPage, type Positioned, type RankingPage,
} from './teamView'

// The team screens' data (docs/features.md "The data layer"): all silent, the screens show their
// own states; the user's own figures only when logged in and again each time a page shows.

const SILENT = { silent: true } as const

/**
 * The commission terms (rates of appConfig's reward, the frozen days) and the operator's invite
 * rule text (system_infos.invite_rule), for the make-money tab, 邀请团员 and 赚钱规则.
 */
export function useRewardRules() {
  const config = useQuery<AppConfigResult>('appConfig', () => appConfig(SILENT).then((res) => res.result ?? null)).data
  return { terms: commissionTerms(config), operatorRule: config?.system_infos?.invite_rule ?? '' }
}

/** team/summary: the invite figures, 待入账 and 累计佣金. */
export function useTeamSummary() {
  return useQuery<TeamSummary>('teamSummary', () => summary(SILENT).then((res) => res.result), { whenLoggedIn: true, refreshOnShow: true })
}

/** The newest commissions (邀请团员). */
export function useLatestCommissions() {
  return useQuery<Commission[]>(
    'latestCommissions',
    () => commissions({ page: 1, limit: LATEST_COMMISSIONS }, SILENT).then((res) => pageRowsOf(res.result, isCommission).list),
    { whenLoggedIn: true, refreshOnShow: true },
  )
}

/** 待入账: the commissions pending or held, newest first, loaded while `open`. */
export function useAwaitedCommissions(open: boolean) {
  return useQuery<Commission[]>(
    'awaitedCommissions',
    () => Promise.all(AWAITED_STATES.map((status) => commissions({ status, page: 1, limit: 50 }, SILENT)))
      .then((answers) => newestFirst(answers.flatMap((res) => pageRowsOf(res.result, isCommission).list))),
    { enabled: open, whenLoggedIn: true },
  )
}

/** 我的团队: one level's members, paged, the next page at the page bottom. */
export function useTeamMembers(level: TeamMember['level']) {
  const list = usePagedQuery<Positioned<TeamMember>>(
    `team:${level}`,
    (page, limit) => members({ level, page, limit }, SILENT).then((res) => positionedPage(res.result, isTeamMember, page, limit)),
    { limit: MEMBERS_PAGE_SIZE, whenLoggedIn: true, refreshOnShow: true },
  )
  useReachBottom(() => {
    list.loadMore()
  })
  return list
}

/**
 * A ranking board of one period, paged; a guest sees it too (no own entry), and it loads again on
 * logging in or out (the own entry changes).
 */
export function useRanking(kind: RankingKind, period: RankingPeriod) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const list = usePagedQuery<Positioned<RankingEntry>, RankingPage>(
    `${kind}:${period}:${loggedIn ? 'user' : 'guest'}`,
    (page, limit) => rankingList({ kind, period, page, limit }, SILENT).then((res) => rankingPage(res.result, page, limit)),
    { limit: RANKING_PAGE_SIZE, refreshOnShow: true },
  )
  useReachBottom(() => {
    list.loadMore()
  })
  return { loggedIn, list }
}
