import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { sql } from 'drizzle-orm'
import { MIGRATIONS_DIR } from '../src/db/driver'
import { TEST_DATABASE_URL } from './helpers'
import { emptyDatabaseForSuite, migrate, migrationsBefore, rows } from './migrationKit'

// Migration 0009 (one redeem code per voucher bought): a database with paid orders of one code each
// keeps that code as the first voucher's and gets a distinct code for every other voucher bought;
// unpaid orders get none. Migrated from 0008 with orders written as the old schema had them.

const on = TEST_DATABASE_URL ? ' (PostgreSQL)' : ''
const BEFORE = '0009'

describe(`migration 0009: a redeem code per voucher${on}`, () => {
  const suite = emptyDatabaseForSuite('fanbei-codes-mig-')

  test('keeps each paid order’s code as its first and issues the missing ones; unpaid orders get none', async () => {
    const { database, dir } = suite
    await migrate(database, migrationsBefore(BEFORE, dir))
    // written as the schema before 0009 had them: the code on the order
    await database.db.execute(sql`insert into users (id, tel, nickname) values (1, '13800000001', '老用户')`)
    await database.db.execute(sql`insert into cities (id, code, name, latitude, longitude) values (1, 'gy', '贵阳', 26.6, 106.7)`)
    await database.db.execute(sql`insert into shop_categories (id, name) values (1, '火锅')`)
    await database.db.execute(sql`insert into shops (id, name, category_id, city_id, latitude, longitude) values (1, '老店', 1, 1, 26.6, 106.7)`)
    await database.db.execute(sql`insert into vouchers (id, shop_id, title, price_fen, face_value_fen, stock, sold) values (1, 1, '50元代金券', 3990, 5000, 100, 5)`)
    await database.db.execute(sql`insert into business_orders
      (id, order_no, user_id, voucher_id, shop_id, quantity, amount_fen, status, pay_type, redeem_code, valid_until, expires_at, paid_at) values
      (1, 'BO2026031000000001', 1, 1, 1, 3, 11970, 'paid', 3, '111122223333', '2026-04-09T02:30:00Z', '2026-03-10T02:45:00Z', '2026-03-10T02:30:00Z'),
      (2, 'BO2026031000000002', 1, 1, 1, 1, 3990, 'paid', 3, '444455556666', '2026-04-09T02:30:00Z', '2026-03-10T02:45:00Z', '2026-03-10T02:30:00Z'),
      (3, 'BO2026031000000003', 1, 1, 1, 1, 3990, 'pending', 1, null, null, '2026-03-10T02:45:00Z', null)`)

    await migrate(database, MIGRATIONS_DIR)

    const codes = await rows<{ order_id: number; seq: number; code: string; created_at: Date | string }>(database,
      sql`select order_id, seq, code, created_at from business_order_codes order by order_id, seq`)
    assert.deepEqual(codes.map((c) => [Number(c.order_id), Number(c.seq)]), [[1, 1], [1, 2], [1, 3], [2, 1]])
    assert.equal(codes[0].code, '111122223333', 'the code the user was shown stays the first')
    assert.equal(codes[3].code, '444455556666')
    for (const c of codes) assert.match(c.code, /^\d{12}$/)
    assert.equal(new Set(codes.map((c) => c.code)).size, 4, 'every code is different')
    assert.equal(new Date(codes[1].created_at).toISOString(), '2026-03-10T02:30:00.000Z', 'dated when the order was paid')
    const columns = await rows<{ column_name: string }>(database,
      sql`select column_name from information_schema.columns where table_name = 'business_orders' and column_name = 'redeem_code'`)
    assert.deepEqual(columns, [], 'the order no longer holds a code of its own')
  })
})
