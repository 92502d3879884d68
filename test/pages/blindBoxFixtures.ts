import type { BlindBox, BlindBoxConfig, BlindBoxHelper, BlindBoxView } from '@api-types/blindBox'

// Answers of the blind-box calls for the page tests (types/api/blindBox.ts).

export const BB = {
  CONFIG: '/api/blindBox/config',
  START: '/api/blindBox/start',
  MINE: '/api/blindBox/mine',
  VIEW: '/api/blindBox/view',
  HELP: '/api/blindBox/help',
  HELPS: '/api/blindBox/helps',
}

export const CONFIG: BlindBoxConfig = {
  helpers_needed: 3, daily_help_cap: 3, new_user_double: true, new_user_hours: 24, lifetime_hours: 24,
  contents: [
    { kind: 'gold', amount: '50', odds: '50%' }, { kind: 'gold', amount: '200', odds: '30%' },
    { kind: 'cash', amount: '1.00', odds: '15%' }, { kind: 'cash', amount: '5.00', odds: '5%' },
  ],
}

export const helper = (name: string, points = 1, avatar = ''): BlindBoxHelper => ({ nickname: name, avatar, points, time: '2026-03-10 11:00:00' })

export const box = (over: Partial<BlindBox> = {}): BlindBox => ({
  id: 7, code: 'ABCDEFGHJK', status: 'open', helpers_needed: 3, progress: 0, new_user_double: true,
  contents: CONFIG.contents, start_time: '2026-03-10 10:30:00', expire_time: '2026-03-11 10:30:00', open_time: null, prize: null, helpers: [],
  ...over,
})

export const mine = (current: BlindBox | null, past: BlindBox[] = []) => ({ current, past, server_time: '2026-03-10 12:00:00' })

export const viewOf = (over: Partial<BlindBoxView> = {}): BlindBoxView => ({
  code: 'ABCDEFGHJK', owner: { nickname: '小**', avatar: '' }, status: 'open', helpers_needed: 3, progress: 1,
  expire_time: '2026-03-11 10:30:00', server_time: '2026-03-10 12:00:00', helpers: [helper('张**')],
  is_owner: false, can_help: true, reason: null, my_points: 1,
  ...over,
})
