// The data side of `npm run bench:ranking` (scripts/bench-ranking.mjs; docs/performance.md): fills
// a fresh database with USERS users and their books for the current month and the two before it
// (4 approved free meals each with their rebates in the wallet ledger, this month or before;
// referrals valid from the invitee's first free meal, about 20 invitees per inviter), then times
// the rankings' computation as the job runs it (refresh.ts): from nothing, again with nothing
// changed, and after 1% of the users earned something; then vacuums ranking_scores, as autovacuum
// would soon after. Prints one JSON line: the figures, and a
// login tokens of 500 users deep in this month's earnings ranking (for the own-place requests).
// Usage (from server/): node --import tsx tools/bench-ranking-data.ts, with DATABASE_URL (PostgreSQL)
// or DATA_DIR (the embedded PGlite), and USERS (default 100000).
import { sql } from 'drizzle-orm'
import { issueToken } from '../src/auth'
import { openDatabase } from '../src/db/driver'
import { seed } from '../src/db/seed'
import { periodSpan, periodStartOf } from '../src/modules/ranking/periods'
import { refreshRankings } from '../src/modules/ranking/refresh'
import { credit } from '../src/modules/wallet/ledger'

const USERS = Number(process.env.USERS || 100_000)
const DATA_DIR = process.env.DATA_DIR
if (!DATA_DIR) throw new Error('DATA_DIR is required')
const database = await openDatabase({ dataDir: DATA_DIR, databaseUrl: process.env.DATABASE_URL || undefined })
const db = database.db
const now = new Date()
const monthFrom = periodSpan('month', periodStartOf('month', now)).from
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** Milliseconds `work` takes. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await work()
  return Math.round(performance.now() - started)
}

async function fill(): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`)
    await tx.execute(sql`insert into users (tel, nickname, avatar, created_at)
      select '17' || lpad(g::text, 9, '0'), '饭友' || g, '', ${now}::timestamptz - interval '100 days' from generate_series(1, ${USERS}::int) g`)
    // 4 free meals a user at 4 different deals, approved this month (half the users: 2 of them in the two months before)
    await tx.execute(sql`
      with deals as (select array_agg(id order by id) as ids, count(*)::int as n from free_meal_deals where enabled),
      meals as (
        select u.id as user_id, j, d.ids[1 + (u.id + j) % d.n] as deal_id,
          case when j <= 2 or u.id % 2 = 1 then ${now}::timestamptz - random() * (${now}::timestamptz - ${monthFrom}::timestamptz)
               else ${monthFrom}::timestamptz - (1 + random() * 59) * interval '1 day' end as reviewed_at
        from users u cross join generate_series(1, 4) j cross join deals d
        where u.tel like '17%'
      )
      insert into free_meal_orders (order_no, user_id, shop_id, deal_id, day, "window", status, order_price_fen, rebate_fen, min_order_fen,
        expires_at, proof_at, reviewed_at, created_at)
      select 'FB' || lpad(m.user_id::text, 10, '0') || m.j, m.user_id, fd.shop_id, fd.id, (m.reviewed_at at time zone 'Asia/Shanghai')::date, 'am', 'approved',
        fd.order_price_fen, 100 + floor(random() * 2900)::int, fd.min_order_fen,
        m.reviewed_at, m.reviewed_at, m.reviewed_at, m.reviewed_at - interval '1 hour'
      from meals m join free_meal_deals fd on fd.id = m.deal_id`)
    // their rebates in the wallet ledger (balance after each, in time order) and the wallets
    await tx.execute(sql`
      insert into wallet_ledger (user_id, kind, amount_fen, balance_after_fen, ref_type, ref_id, note, created_at)
      select user_id, 'free_meal_rebate', rebate_fen, sum(rebate_fen) over (partition by user_id order by reviewed_at, id), 'free_meal_order', id, '', reviewed_at
      from free_meal_orders where order_no like 'FB%' order by user_id, reviewed_at, id`)
    await tx.execute(sql`insert into wallets (user_id, balance_fen) select user_id, sum(amount_fen) from wallet_ledger group by user_id
      on conflict (user_id) do update set balance_fen = excluded.balance_fen`)
    // the first 5% invite the others, about 20 each, valid from the invitee's first approved free meal
    await tx.execute(sql`
      insert into referrals (invitee_id, inviter_id, source, via, bound_at, valid_at)
      select u.id, i.id, 2, 'link', u.created_at, (select min(reviewed_at) from free_meal_orders o where o.user_id = u.id)
      from users u join users i on i.tel = '17' || lpad((1 + (u.id * 7919) % ${Math.max(1, Math.floor(USERS / 20))})::text, 9, '0')
      where u.tel like '17%' and substr(u.tel, 3)::int > ${Math.max(1, Math.floor(USERS / 20))}`)
    await tx.execute(sql`update users u set parent_id = r.inviter_id, parent_bound_at = r.bound_at, parent_source = r.source
      from referrals r where r.invitee_id = u.id`)
  })
  await db.execute(sql`analyze`)
}

const refresh = () => db.transaction((tx) => refreshRankings(tx, new Date()))

await seed(db)
const fillMs = await timed(fill)
const [counts] = rowsOf<Record<string, string>>(await db.execute(sql`select
  (select count(*) from users) as users, (select count(*) from wallet_ledger) as ledger,
  (select count(*) from free_meal_orders) as free_meals, (select count(*) from referrals) as referrals`))
let rankings: Awaited<ReturnType<typeof refreshRankings>> = []
const firstMs = await timed(async () => { rankings = await refresh() })
const steadyMs = await timed(refresh)
// 1% of the users earn a rebate now, through the wallet book
const earners = rowsOf<{ id: number }>(await db.execute(sql`select id from users where tel like '17%' order by id limit ${Math.ceil(USERS / 100)}`))
await db.transaction(async (tx) => {
  for (const { id } of earners) {
    await credit(tx, { userId: id, kind: 'free_meal_rebate', amountFen: 100, refType: 'bench', refId: id, at: new Date() })
  }
})
const changedMs = await timed(refresh)
// what autovacuum does to a table after so many new rows (the embedded database has none): the
// pages marked all-visible, so counting along the index reads no table rows
await db.execute(sql`vacuum analyze ranking_scores`)

// 500 users from 85% to 90% of the way down this month's earnings ranking, the last one at 90%
const deep = rowsOf<{ user_id: number; rank: string }>(await db.execute(sql`
  select user_id, rank from (
    select user_id, row_number() over (order by value desc, user_id) as rank from ranking_scores
    where period = 'month' and period_start = ${periodStartOf('month', now)}::date and kind = 'earnings'
  ) r, (select count(*) as n from ranking_scores
    where period = 'month' and period_start = ${periodStartOf('month', now)}::date and kind = 'earnings') c
  where rank > floor(c.n * 0.85) and rank <= floor(c.n * 0.9) and rank % greatest(1, floor(c.n * 0.05 / 500)::int) = 0
  order by rank desc limit 500`))
const tokens = await Promise.all(deep.map((d) => issueToken(db, d.user_id, 30, new Date())))
await database.close()

console.log(JSON.stringify({
  counts: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])),
  rankings: rankings.map((r) => `${r.period} ${r.periodStart} ${r.kind}: ${r.ranked}`),
  fillMs, firstMs, steadyMs, changedMs,
  deep: { userId: deep[0].user_id, rank: Number(deep[0].rank) },
  tokens,
}))
