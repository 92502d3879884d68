import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { asc, eq, sum } from 'drizzle-orm'
import type { UserInfo } from '@api-types/user'
import { walletLedger, wallets } from '../src/db/schema'
import { credit, debit, type LedgerEntry, type Tx } from '../src/modules/wallet/ledger'
import type { WalletLedgerKind } from '../src/modules/wallet/kinds'
import { call, createUser, setup, TEST_DATABASE_URL, type TestEnv } from './helpers'

// The wallet ledger (docs/rules.md "Money and units"): one cause moves money once, also under
// parallel calls; a balance never goes negative; the ledger's sum is the balance.

const on = TEST_DATABASE_URL ? ' (PostgreSQL)' : ''
let env: TestEnv
before(async () => { env = await setup({}, { seed: false }) })
after(async () => { await env.close() })

const db = () => env.database.db
const inTx = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db().transaction(work)

const entry = (userId: number, refId: number, amountFen: number, kind: WalletLedgerKind = 'ops_credit'): LedgerEntry =>
  ({ userId, kind, amountFen, refType: 'test', refId, note: `test ${refId}`, at: env.app.clock.now() })

async function balanceOf(userId: number): Promise<number | null> {
  const [w] = await db().select({ balanceFen: wallets.balanceFen }).from(wallets).where(eq(wallets.userId, userId))
  return w?.balanceFen ?? null
}

/** The ledger sums to the balance, and each row's balance_after follows from the one before. */
async function assertConsistent(userId: number): Promise<void> {
  const rows = await db().select().from(walletLedger).where(eq(walletLedger.userId, userId)).orderBy(asc(walletLedger.id))
  let running = 0
  for (const r of rows) {
    running += r.amountFen
    assert.ok(running >= 0, 'never negative')
    assert.equal(r.balanceAfterFen, running)
  }
  const [{ total }] = await db().select({ total: sum(walletLedger.amountFen) }).from(walletLedger).where(eq(walletLedger.userId, userId))
  assert.equal(Number(total ?? 0), (await balanceOf(userId)) ?? 0)
}

describe(`wallet ledger${on}`, () => {
  test('parallel credits of one cause move the money once', async () => {
    const user = await createUser(env)
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => inTx((tx) => credit(tx, entry(user.id, 1, 1250)))))
    assert.equal(outcomes.filter((o) => o === 'done').length, 1)
    assert.equal(outcomes.filter((o) => o === 'duplicate').length, 19)
    assert.equal(await balanceOf(user.id), 1250)
    await assertConsistent(user.id)
    const info = await call<UserInfo>(env.app, '/api/user/info', {}, { token: user.token })
    assert.deepEqual([info.body.result.amount, info.body.result.frozen_amount], ['12.50', '0.00'])
  })

  test('parallel credits of different causes all count', async () => {
    const user = await createUser(env)
    const outcomes = await Promise.all(Array.from({ length: 15 }, (_, i) => inTx((tx) => credit(tx, entry(user.id, 100 + i, 101)))))
    assert.deepEqual([...new Set(outcomes)], ['done'])
    assert.equal(await balanceOf(user.id), 1515)
    await assertConsistent(user.id)
  })

  test('parallel debits never take the balance below zero, and each cause only once', async () => {
    const user = await createUser(env)
    assert.equal(await inTx((tx) => credit(tx, entry(user.id, 1, 100))), 'done')
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      inTx((tx) => debit(tx, entry(user.id, 200 + i, 30, 'ops_debit')))))
    assert.equal(outcomes.filter((o) => o === 'done').length, 3)
    assert.equal(outcomes.filter((o) => o === 'insufficient').length, 7)
    assert.equal(await balanceOf(user.id), 10)
    await assertConsistent(user.id)

    // one cause debited in parallel: once
    assert.equal(await inTx((tx) => credit(tx, entry(user.id, 2, 90))), 'done')
    const same = await Promise.all(Array.from({ length: 10 }, () => inTx((tx) => debit(tx, entry(user.id, 300, 50, 'ops_debit')))))
    assert.equal(same.filter((o) => o === 'done').length, 1)
    assert.equal(same.filter((o) => o === 'duplicate').length, 9)
    assert.equal(await balanceOf(user.id), 50)
    // a cause already booked is a duplicate even when the balance could not pay it again
    assert.equal(await inTx((tx) => debit(tx, entry(user.id, 300, 500, 'ops_debit'))), 'duplicate')
    await assertConsistent(user.id)
  })

  test('a debit without a wallet or above the balance writes nothing', async () => {
    const user = await createUser(env)
    assert.equal(await inTx((tx) => debit(tx, entry(user.id, 1, 1, 'ops_debit'))), 'insufficient')
    assert.equal(await balanceOf(user.id), null)
    assert.equal((await db().select().from(walletLedger).where(eq(walletLedger.userId, user.id))).length, 0)
    await inTx((tx) => credit(tx, entry(user.id, 2, 500)))
    assert.equal(await inTx((tx) => debit(tx, entry(user.id, 3, 501, 'ops_debit'))), 'insufficient')
    assert.equal(await inTx((tx) => debit(tx, entry(user.id, 3, 500, 'ops_debit'))), 'done')
    assert.equal(await balanceOf(user.id), 0)
    await assertConsistent(user.id)
  })

  test('the movement rolls back with the caller\'s transaction', async () => {
    const user = await createUser(env)
    await assert.rejects(inTx(async (tx) => {
      await credit(tx, entry(user.id, 1, 700))
      throw new Error('the caller failed after the credit')
    }))
    assert.equal(await balanceOf(user.id), null)
    assert.equal(await inTx((tx) => credit(tx, entry(user.id, 1, 700))), 'done')
    assert.equal(await balanceOf(user.id), 700)
  })

  test('amounts are positive integers of fen', async () => {
    const user = await createUser(env)
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await assert.rejects(inTx((tx) => credit(tx, entry(user.id, 1, amount))), RangeError)
      await assert.rejects(inTx((tx) => debit(tx, entry(user.id, 1, amount))), RangeError)
    }
  })
})
