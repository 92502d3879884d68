import type { Challenge, ChallengeEntry } from '@api-types/challenge'

// What the challenge page tests share: the call paths, a challenge, an entry, a page of entries.

export const CH = {
  LIST: '/api/challenge/list',
  JOIN: '/api/challenge/join',
  MINE: '/api/challenge/mine',
  USER: '/api/user/info',
}

export const NOW = '2026-05-10 12:00:00'

export function challenge(id: number, extra: Partial<Challenge> = {}): Challenge {
  return {
    id, title: `挑战${id}`, goal: 5, duration_days: 7, entry_gold: 100, reward_kind: 'cash', reward_gold: 0, reward_cash: '5.00',
    description: '7 天内完成 5 单霸王餐', join_until: '2030-12-31 23:59:59', joined: false, entry_id: null, progress: null, deadline: null, ...extra,
  }
}

export function entry(id: number, extra: Partial<ChallengeEntry> = {}): ChallengeEntry {
  return {
    id, challenge_id: 1, title: `挑战${id}`, goal: 5, duration_days: 7, entry_gold: 100, reward_kind: 'cash', reward_gold: 0, reward_cash: '5.00',
    progress: 2, state: 'active', joined_at: '2026-05-09 12:00:00', deadline: '2026-05-12 15:04:05', ended_at: null, reward_granted: false, ...extra,
  }
}

export function entriesPage(all: ChallengeEntry[], body: Record<string, unknown>) {
  const page = Number(body.page) || 1
  const limit = Number(body.limit) || 10
  const rows = body.state ? all.filter((e) => e.state === body.state) : all
  return { list: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit, server_time: NOW }
}
