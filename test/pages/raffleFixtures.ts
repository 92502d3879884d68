import type { RaffleActivity, RaffleActivityCard, RaffleDrawResult, RafflePrize, RaffleWin } from '@api-types/raffle'

// Answers of the raffle calls (types/api/raffle.ts) that the raffle page tests share.

export const RAFFLE = {
  ACTIVITIES: '/api/raffle/activities',
  DETAIL: '/api/raffle/detail',
  DRAW: '/api/raffle/draw',
  WINS: '/api/raffle/wins',
  CLAIM: '/api/raffle/claim',
} as const

export function prize(id: number, extra: Partial<RafflePrize> = {}): RafflePrize {
  return { id, name: `奖品${id}`, kind: 'gold', value: id * 10, image: `https://img.example.com/p${id}.png`, odds: '12.50%', stock_left: 5, ...extra }
}

export const PRIZES: RafflePrize[] = [
  prize(1, { name: '10金币', value: 10 }),
  prize(2, { name: '5元红包', kind: 'cash', value: 500, odds: '5.00%' }),
  prize(3, { name: '蓝牙耳机', kind: 'goods', value: 0, odds: '0.50%', stock_left: 2 }),
  prize(4, { name: '谢谢参与', kind: 'none', value: 0, odds: '82.00%', stock_left: null }),
]

export function card(id: number, extra: Partial<RaffleActivityCard> = {}): RaffleActivityCard {
  return {
    id, title: `幸运大转盘${id}`, style: 'wheel', cover: `https://img.example.com/c${id}.png`, cost_gold: 10,
    start_time: '2026-11-01 00:00:00', end_time: '2026-12-31 23:59:59', state: 'live', ...extra,
  }
}

export function activity(extra: Partial<RaffleActivity> = {}): RaffleActivity {
  return {
    ...card(7), rules: '奖品7日内发放\n实物奖品请填写地址', daily_limit: 3, total_limit: 10, prizes: PRIZES,
    mine: { gold: 100, draws_today: 0, draws_total: 0 }, ...extra,
  }
}

export function win(id: number, extra: Partial<RaffleWin> = {}): RaffleWin {
  return {
    id, activity_id: 7, activity_title: '幸运大转盘7', prize_name: '10金币', kind: 'gold', value: 10, image: 'https://img.example.com/p1.png',
    state: 'granted', shipping: null, create_time: '2026-11-27 10:00:00', ...extra,
  }
}

export function drawResult(index: number, extra: Partial<RaffleDrawResult> = {}): RaffleDrawResult {
  const p = PRIZES[index]
  return {
    draw_id: 99, prize_index: index, prize: p,
    win: p.kind === 'none' ? null : win(50, { prize_name: p.name, kind: p.kind, value: p.value, state: p.kind === 'goods' ? 'to_claim' : 'granted' }),
    mine: { gold: 90, draws_today: 1, draws_total: 1 }, ...extra,
  }
}
