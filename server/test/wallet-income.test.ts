import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { WalletIncomeResult } from '@api-types/wallet'
import { ManualClock } from '../src/clock'
import { cashOuts } from '../src/db/schema'
import { credit, debit, type LedgerEntry, type Tx } from '../src/modules/wallet/ledger'
import { call, createUser, setup, TEST_DATABASE_URL, type TestEnv } from './helpers'

// Wallet/income (docs/server.md "Wallet"): balances, earnings in all and today (Asia/Shanghai),
// and the wallet history newest first, by kind or month, each row named.

const on = TEST_DATABASE_URL ? ' (PostgreSQL)' : ''
const at = (shanghai: string) => new Date(`${shanghai}+08:00`)
const clock = new ManualClock(at('2026-03-10T10:00:00'))
let env: TestEnv
let user: { id: number; token: string }

const income = (body: Record<string, unknown> = {}, opts: { token?: string; lang?: string } = { token: '' }) =>
  call<WalletIncomeResult>(env.app, '/api/Wallet/income', body, { token: opts.token === '' ? user.token : opts.token, lang: opts.lang })

async function book(move: (tx: Tx, entry: LedgerEntry) => Promise<string>, entry: Omit<LedgerEntry, 'userId'>): Promise<void> {
  const outcome = await env.database.db.transaction((tx) => move(tx, { userId: user.id, ...entry }))
  assert.equal(outcome, 'done')
}

before(async () => {
  env = await setup({}, { seed: false, clock })
  user = await createUser(env)
  // last month's rebate, yesterday's, an operator's credit and today's rebate, a voucher bought today, a cash-out
  await book(credit, { kind: 'free_meal_rebate', amountFen: 1200, refType: 'free_meal_order', refId: 1, at: at('2026-02-20T12:00:00') })
  await book(credit, { kind: 'free_meal_rebate', amountFen: 2000, refType: 'free_meal_order', refId: 2, at: at('2026-03-09T23:59:59') })
  await book(credit, { kind: 'ops_credit', amountFen: 500, refType: 'ops', refId: 1, note: '补偿', at: at('2026-03-10T00:00:00') })
  await book(credit, { kind: 'free_meal_rebate', amountFen: 1550, refType: 'free_meal_order', refId: 3, at: at('2026-03-10T08:00:00') })
  await book(debit, { kind: 'voucher_payment', amountFen: 1990, refType: 'business_order', refId: 1, at: at('2026-03-10T09:00:00') })
  const [cashOut] = await env.database.db.insert(cashOuts).values({ userId: user.id, amountFen: 1000 }).returning({ id: cashOuts.id })
  await book(debit, { kind: 'cash_out', amountFen: 1000, refType: 'cash_out', refId: cashOut.id, at: at('2026-03-10T09:30:00') })
})
after(async () => { await env.close() })

describe(`Wallet/income${on}`, () => {
  test('balances, earnings in all and today (rebates, not refunds or corrections), the history newest first', async () => {
    const { body } = await income()
    assert.equal(body.status, 1, body.msg)
    const r = body.result
    assert.equal(r.amount, '22.60') // 12 + 20 + 5 + 15.50 - 19.90 - 10
    assert.equal(r.frozen_amount, '0.00')
    assert.equal(r.total_income, '47.50')
    assert.equal(r.today_income, '15.50', 'yesterday 23:59:59 is not today')
    assert.equal(r.total, 6)
    assert.deepEqual(r.list.map((x) => [x.kind, x.title, x.amount, x.balance_after, x.create_time, x.status]), [
      ['cash_out', '提现', '-10.00', '22.60', '2026-03-10 09:30:00', 'pending'],
      ['payment', '购买代金券', '-19.90', '32.60', '2026-03-10 09:00:00', undefined],
      ['rebate', '免单返利', '15.50', '52.50', '2026-03-10 08:00:00', undefined],
      ['adjustment', '余额调整', '5.00', '37.00', '2026-03-10 00:00:00', undefined],
      ['rebate', '免单返利', '20.00', '32.00', '2026-03-09 23:59:59', undefined],
      ['rebate', '免单返利', '12.00', '12.00', '2026-02-20 12:00:00', undefined],
    ])
  })

  test('by kind, by month (Asia/Shanghai), in pages; titles in English', async () => {
    const rebates = (await income({ kind: 'rebate' })).body.result
    assert.deepEqual([rebates.total, rebates.list.map((x) => x.amount)], [3, ['15.50', '20.00', '12.00']])
    assert.equal(rebates.total_income, '47.50', 'the filter narrows the list, not the totals')
    const february = (await income({ month: '2026-02' })).body.result
    assert.deepEqual(february.list.map((x) => x.amount), ['12.00'])
    const march = (await income({ month: '2026-03' })).body.result
    assert.equal(march.total, 5)
    const page2 = (await income({ page: 2, limit: 4 })).body.result
    assert.deepEqual([page2.total, page2.page, page2.limit, page2.list.map((x) => x.amount)], [6, 2, 4, ['20.00', '12.00']])
    const english = (await income({ kind: 'payment' }, { token: '', lang: 'en' })).body.result
    assert.deepEqual(english.list.map((x) => x.title), ['Voucher purchase'])
  })

  test('another user sees only their own (an empty history at zero)', async () => {
    const other = await createUser(env)
    const { body } = await income({}, { token: other.token })
    assert.deepEqual(body.result, { amount: '0.00', frozen_amount: '0.00', total_income: '0.00', today_income: '0.00', pending_commission: '0.00', list: [], total: 0, page: 1, limit: 10 })
  })

  test('logged out is told to log in; a bad kind, month or page is refused with a message', async () => {
    const out = await income({}, { token: undefined })
    assert.deepEqual([out.statusCode, out.body.status], [401, -1])
    for (const bad of [{ kind: 'salary' }, { month: '2026-13' }, { month: '2026-3' }, { page: 0 }, { limit: 500 }, { kind: 1 }]) {
      const { body } = await income(bad)
      assert.equal(body.status, 0, JSON.stringify(bad))
      assert.ok(body.msg.length > 0)
    }
  })
})
