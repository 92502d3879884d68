import type { Commission, TeamMember, TeamSummary } from '@api-types/team'
import type { RankingEntry, RankingListResult } from '@api-types/user'

// Answers of the team calls (types/api/team.ts, user/ranking_list) that the team page tests share.

export const TEAM = {
  SUMMARY: '/api/team/summary',
  MEMBERS: '/api/team/members',
  COMMISSIONS: '/api/team/commissions',
  RANKING: '/api/user/ranking_list',
  CONFIG: '/api/config/appConfig',
} as const

export function teamSummary(extra: Partial<TeamSummary> = {}): TeamSummary {
  return {
    invite_code: '1007', direct_count: 3, indirect_count: 25, valid_count: 2, pending_amount: '4.5', total_commission: '36.8',
    today_commission: '1.00', inviter: null, ...extra,
  }
}

export function commission(id: number, extra: Partial<Commission> = {}): Commission {
  return {
    id, member: '小**', level: 1, cause: 'free_meal', base: '20.00', amount: '2.00', status: 'credited', release_time: null,
    create_time: '2026-05-18 12:30:00', ...extra,
  }
}

export function member(n: number, extra: Partial<TeamMember> = {}): TeamMember {
  return { nickname: `团员${n}**`, avatar: `https://img.example.com/${n}.png`, level: 1, joined_at: '2026-05-10 09:00:00', valid: true, brought: '3.5', ...extra }
}

/** A paged answer over `all`: the page asked, `limit` rows. */
export function pageOf<T>(all: T[], body: Record<string, unknown>) {
  const page = Number(body.page) || 1
  const limit = Number(body.limit) || 10
  return { list: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit }
}

export function entry(rank: number | null, extra: Partial<RankingEntry> = {}): RankingEntry {
  return { rank, nickname: `用户${rank ?? '我'}*`, avatar: `https://img.example.com/r${rank ?? 'me'}.png`, value: '10.00', is_me: false, ...extra }
}

export function ranking(all: RankingEntry[], body: Record<string, unknown>, extra: Partial<RankingListResult> = {}): RankingListResult {
  return { ...pageOf(all, body), mine: null, period_start: '2026-05-18', updated_at: '2026-05-18 12:00:00', ...extra }
}
