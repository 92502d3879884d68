import type { Commission, CommissionState, TeamMember } from '@api-types/team'
import type { RankingEntry, RankingKind, RankingListResult, RankingPeriod } from '@api-types/user'
import { pageRowsOf, type PageAnswer } from '@/data/usePagedQuery'
import { displayYuan } from '@/utils/money'

// How the team screens read (pure, tested alone): a commission's state, a member, a ranking's
// figures and pages (docs/rules.md "Team and referral").

export const MEMBERS_PAGE_SIZE = 20
export const RANKING_PAGE_SIZE = 20
/** Commissions 邀请团员 shows (the newest). */
export const LATEST_COMMISSIONS = 10

/** A commission's state as its chip reads, and the chip's tone. */
export const COMMISSION_STATE_VIEW: Record<CommissionState, { key: `team.state.${CommissionState}`; tone: 'orange' | 'green' | 'grey' }> = {
  pending: { key: 'team.state.pending', tone: 'orange' },
  held: { key: 'team.state.held', tone: 'orange' },
  credited: { key: 'team.state.credited', tone: 'green' },
  reversed: { key: 'team.state.reversed', tone: 'grey' },
  refused: { key: 'team.state.refused', tone: 'grey' },
}

/** The states that make up 待入账: waiting out the frozen period, or held for an operator. */
export const AWAITED_STATES: readonly CommissionState[] = ['pending', 'held']

export function isCommission(row: unknown): row is Commission {
  const c = row as Commission
  return !!c && typeof c === 'object' && typeof c.id === 'number' && typeof c.status === 'string' && c.status in COMMISSION_STATE_VIEW
}

/** The newest commissions first, of several answers merged (待入账: pending and held). */
export function newestFirst(rows: Commission[]): Commission[] {
  return [...rows].sort((a, b) => (a.create_time < b.create_time ? 1 : a.create_time > b.create_time ? -1 : b.id - a.id))
}

// ---------------------------------------------------------------- positioned rows

/** A row of a list whose rows carry no id (members, ranking entries): its place in the list. */
export type Positioned<T> = T & { id: number }

/** A page's rows numbered by their place in the whole list (page 2 of 20 starts at 20). */
export function positionedPage<T>(answer: unknown, isRow: (row: unknown) => row is T, page: number, limit: number): PageAnswer<Positioned<T>> {
  const rows = pageRowsOf(answer, isRow)
  return { ...rows, list: rows.list.map((row, i) => ({ ...row, id: (page - 1) * limit + i })) }
}

export function isTeamMember(row: unknown): row is TeamMember {
  const m = row as TeamMember
  return !!m && typeof m === 'object' && typeof m.nickname === 'string' && typeof m.joined_at === 'string'
}

/** '2026-05-18 12:30:00' -> '2026-05-18'. */
export const joinedDay = (joinedAt: string): string => joinedAt.slice(0, 10)

// ---------------------------------------------------------------- rankings

/** The two ranking boards of 排行榜 and the one of 吃货排行榜. */
export const RANKING_BOARDS: readonly RankingKind[] = ['earnings', 'invitations']
export const FOODIE_BOARDS: readonly RankingKind[] = ['savings']
export const RANKING_PERIOD_TABS: readonly RankingPeriod[] = ['week', 'month']

export function isRankingEntry(row: unknown): row is RankingEntry {
  const e = row as RankingEntry
  return !!e && typeof e === 'object' && typeof e.nickname === 'string' && typeof e.value === 'string'
}

/** A ranking page: its entries, and the caller's own entry and the board's times. */
export type RankingPage = PageAnswer<Positioned<RankingEntry>> & Pick<RankingListResult, 'mine' | 'updated_at'>

export function rankingPage(answer: unknown, page: number, limit: number): RankingPage {
  const result = (answer ?? {}) as Partial<RankingListResult>
  return {
    ...positionedPage(answer, isRankingEntry, page, limit),
    mine: isRankingEntry(result.mine) ? result.mine : null,
    updated_at: typeof result.updated_at === 'string' ? result.updated_at : null,
  }
}

/** A ranking value as it reads: yuan (earnings, savings: '¥12.50') or people (invitations: '3人'). */
export function rankingValue(kind: RankingKind, value: string): { key: 'team.yuan' | 'team.people'; params: { value: string } } {
  return kind === 'invitations'
    ? { key: 'team.people', params: { value: String(Number(value) || 0) } }
    : { key: 'team.yuan', params: { value: displayYuan(value) } }
}

/** The top three (the podium) and the rows after them. */
export function splitPodium<T extends RankingEntry>(rows: T[]): { podium: T[]; rest: T[] } {
  const podium = rows.filter((row) => row.rank !== null && row.rank <= 3).slice(0, 3)
  return { podium, rest: rows.filter((row) => !podium.includes(row)) }
}
