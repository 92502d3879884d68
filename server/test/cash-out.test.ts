import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, afterEach, before, describe, test } from 'node:test'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { CashoutTypeResult } from '@api-types/common'
import type { CallResult } from '@api-types/contract'
import type { ApiResponse } from '@api-types/envelope'
import type { walletOps } from '@api-types/ops/wallet'
import type { UserInfo } from '@api-types/user'
import type { WalletCashOutResult, WalletIncomeResult } from '@api-types/wallet'
import { buildApp } from '../src/app'
import { issueToken } from '../src/auth'
import { ManualClock } from '../src/clock'
import { loadConfig } from '../src/config'
import { appConfig, cashOuts, goldAccounts, goldLedger, users, walletAdjustments, walletLedger, wallets } from '../src/db/schema'
import { parseShanghaiTime } from '../src/lib'
import { HELP, parseArgs, render } from '../src/ops/cli'
import type { OpsAnswer } from '../src/ops/commands'
import { credit } from '../src/modules/wallet/ledger'
import { hashPassword } from '../src/password'
import { AlipayPayoutProvider, type PayoutProvider } from '../src/providers/payout'
import { responseNode } from '../src/providers/payout/alipay'
import { captureStdout, lastSms, randomIp } from './accounts'
import { AlipayTransferFake } from './fakes/alipay-transfer'
import { call, createUser, setup, TEST_DATABASE_URL, type TestEnv } from './helpers'

// Cash-out (docs/rules.md "Wallet and cash-out", docs/server.md "Cash-out and payouts"): the
// payout account, the payment password and its lock, wallet/cashOut and its limits under parallel
// requests, common/cashoutType, the operators' settlement (paid, refused, through the manual and
// the Alipay transfer providers), wallet corrections and reconciliation. After every test every
// wallet balance equals its ledger, every frozen amount the user's pending cash-outs, and every
// gold balance its ledger (assertBooksBalance).

const on = TEST_DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)'
const clock = new ManualClock(parseShanghaiTime('2026-03-10 10:00:00'))
let env: TestEnv
const db = () => env.database.db

const OPS_TOKEN = crypto.randomBytes(32).toString('hex')
/** The same database and clock, serving the operators' commands (ops/endpoint.ts). */
let opsApp: FastifyInstance

before(async () => {
  env = await setup({}, { clock })
  opsApp = await buildApp({ db: db(), config: env.config, logger: false, clock, opsToken: OPS_TOKEN })
  await opsApp.ready()
})
after(async () => {
  await opsApp.close()
  await env.close()
})

/**
 * The books balance, for every user: the wallet balance is the sum of the wallet ledger (each
 * row's balance_after following from the one before, never negative), frozen is the sum of the
 * pending cash-outs, gold is the sum of the gold ledger. Written here from the tables, apart
 * from the reconcile command it also checks.
 */
async function assertBooksBalance(): Promise<void> {
  const ledger = await db().select().from(walletLedger).orderBy(asc(walletLedger.id))
  const running = new Map<number, number>()
  for (const row of ledger) {
    const next = (running.get(row.userId) ?? 0) + row.amountFen
    assert.ok(next >= 0, `ledger row ${row.id} goes below zero`)
    assert.equal(row.balanceAfterFen, next, `ledger row ${row.id}: balance_after`)
    running.set(row.userId, next)
  }
  const pending = new Map<number, number>()
  for (const c of await db().select().from(cashOuts).where(eq(cashOuts.status, 'pending'))) {
    pending.set(c.userId, (pending.get(c.userId) ?? 0) + c.amountFen)
  }
  const accounts = await db().select().from(wallets)
  for (const w of accounts) {
    assert.equal(w.balanceFen, running.get(w.userId) ?? 0, `user ${w.userId}: balance = ledger`)
    assert.equal(w.frozenFen, pending.get(w.userId) ?? 0, `user ${w.userId}: frozen = pending cash-outs`)
  }
  const withAccount = new Set(accounts.map((w) => w.userId))
  for (const [userId, fen] of [...running, ...pending]) if (!withAccount.has(userId)) assert.equal(fen, 0, `user ${userId} has no wallet row`)
  const gold = new Map<number, number>()
  for (const g of await db().select().from(goldLedger)) gold.set(g.userId, (gold.get(g.userId) ?? 0) + g.amount)
  for (const a of await db().select().from(goldAccounts)) assert.equal(a.balance, gold.get(a.userId) ?? 0, `user ${a.userId}: gold = gold ledger`)
  const reconciled = await ops<CallResult<typeof walletOps.reconcile>>('reconcile', {})
  assert.deepEqual(reconciled.diffs, [])
}
afterEach(assertBooksBalance)

// ---- helpers ----

const PASSWORD = '250813'
let refSeq = 0

interface Cashier {
  id: number
  token: string
  tel: string
}

/** A user with a phone and, as asked, a balance, a payment password and a bound Alipay account. */
async function cashier(o: { balanceFen?: number; password?: boolean; account?: boolean } = {}): Promise<Cashier> {
  const u = await createUser(env)
  const [row] = await db().select({ tel: users.tel }).from(users).where(eq(users.id, u.id))
  if (o.balanceFen) {
    const booked = await db().transaction((tx) => credit(tx, {
      userId: u.id, kind: 'free_meal_rebate', amountFen: o.balanceFen!, refType: 'test', refId: ++refSeq, at: clock.now(),
    }))
    assert.equal(booked, 'done')
  }
  if (o.password !== false) await db().update(users).set({ cashPasswordHash: await hashPassword(PASSWORD) }).where(eq(users.id, u.id))
  if (o.account !== false) await db().update(users).set({ alipayNumber: '13912345678', realName: '张三' }).where(eq(users.id, u.id))
  return { ...u, tel: row.tel! }
}

const cashOut = (who: { token: string }, body: Record<string, unknown>) =>
  call<WalletCashOutResult>(env.app, '/api/wallet/cashOut', { cash_password: PASSWORD, pay_type: 2, ...body }, { token: who.token })

const info = async (who: { token: string }) => (await call<UserInfo>(env.app, '/api/user/info', {}, { token: who.token })).body.result

const walletOf = async (userId: number) => {
  const [w] = await db().select().from(wallets).where(eq(wallets.userId, userId))
  return { balance: w?.balanceFen ?? 0, frozen: w?.frozenFen ?? 0 }
}
const cashOutsOf = (userId: number) => db().select().from(cashOuts).where(eq(cashOuts.userId, userId)).orderBy(asc(cashOuts.id))
const userRow = async (userId: number) => (await db().select().from(users).where(eq(users.id, userId)))[0]

/** An SMS code of the account's own phone through handleCode (a minute later, past the send limit). */
async function ownCode(who: Cashier, purpose: string): Promise<string> {
  clock.advance(61_000)
  const { value: r } = await captureStdout(() => call(env.app, '/api/user/handleCode', { purpose }, { token: who.token, ip: randomIp() }))
  assert.deepEqual(r.body, { status: 1, msg: '验证码已发送', result: null })
  return (await lastSms(env, who.tel))!.code
}

async function setConfig(key: string, value: unknown): Promise<void> {
  await db().insert(appConfig).values({ key, value }).onConflictDoUpdate({ target: appConfig.key, set: { value } })
}

/** POST /ops/<command> as the CLI does; answers the OpsAnswer. */
async function ops<T extends OpsAnswer = OpsAnswer>(command: string, body: Record<string, unknown>, app: FastifyInstance = opsApp): Promise<T> {
  const r = await app.inject({ method: 'POST', url: `/ops/${command}`, headers: { 'x-ops-token': OPS_TOKEN, 'content-type': 'application/json' }, payload: body })
  const envelope = r.json() as ApiResponse<T>
  assert.equal(envelope.status, 1, `${command}: ${envelope.msg}`)
  return envelope.result
}

/** What the CLI prints for an answer, and whether it exits 0. */
const printed = (answer: OpsAnswer) => {
  const r = render(answer, 'zh-Hans')
  return { ok: r.ok, out: r.stdout.join('\n'), err: r.stderr.join('\n') }
}

// ---- payout account ----

describe(`wallet/saveAlipayInfo${on}`, () => {
  const save = (who: { token: string }, body: Record<string, unknown>) => call(env.app, '/api/wallet/saveAlipayInfo', body, { token: who.token })

  test('name and account are checked; the first binding needs no code; user/info masks both', async () => {
    const u = await cashier({ account: false })
    for (const real_name of ['张', 'A', '张三1', '张'.repeat(21), '张 三', '张三!', '·张三', 'J']) {
      assert.deepEqual((await save(u, { real_name, alipay_number: '13812345678' })).body, { status: 0, code: 'payoutNameInvalid', msg: '请输入真实姓名（2-20个汉字或字母）', result: null }, real_name)
    }
    for (const alipay_number of ['12345', 'abc', '1381234567', '138123456789', '11812345678', 'a@b', 'a b@qq.com', `${'a'.repeat(90)}@qq.com.cn`]) {
      assert.deepEqual((await save(u, { real_name: '张三', alipay_number })).body, { status: 0, code: 'payoutAccountInvalid', msg: '请输入正确的支付宝账号（手机号或邮箱）', result: null }, alipay_number)
    }
    assert.equal((await save(u, { real_name: '', alipay_number: '13812345678' })).body.msg, '真实姓名不能为空')
    assert.equal((await userRow(u.id)).alipayNumber, null, 'nothing stored')
    assert.deepEqual([(await info(u)).alipay_number, (await info(u)).real_name], [null, null])

    assert.deepEqual((await save(u, { real_name: ' 张三丰 ', alipay_number: ' 13812345678 ' })).body, { status: 1, msg: '支付宝账号已绑定', result: null })
    const row = await userRow(u.id)
    assert.deepEqual([row.realName, row.alipayNumber], ['张三丰', '13812345678'])
    const shown = await info(u)
    assert.deepEqual([shown.alipay_number, shown.real_name], ['138****5678', '张*丰'])

    // other names that are fine, and an e-mail account, on fresh users
    for (const [real_name, alipay_number, name, account] of [
      ['张三', 'abc@qq.com', '*三', 'a***@qq.com'],
      ['阿卜杜•热合曼', 'Li.Ming_1@example.com.cn', '阿*****曼', 'L***@example.com.cn'],
      ['John Smith', '15912345678', 'J********h', '159****5678'],
    ]) {
      const v = await cashier({ account: false })
      const r = await save(v, { real_name, alipay_number })
      assert.equal(r.body.status, 1, `${real_name}: ${r.body.msg}`)
      const i = await info(v)
      assert.deepEqual([i.real_name, i.alipay_number], [name, account])
    }
  })

  test('changing a bound account needs the payout_account code of the own phone; saving the same needs none', async () => {
    const u = await cashier({ account: false })
    assert.equal((await save(u, { real_name: '李四', alipay_number: 'lisi@163.com' })).body.status, 1)
    assert.equal((await save(u, { real_name: '李四', alipay_number: 'lisi@163.com' })).body.status, 1, 'the same again')
    assert.deepEqual((await save(u, { real_name: '李四', alipay_number: '13812345678' })).body,
      { status: 0, code: 'payoutAccountCodeRequired', msg: '更换支付宝账号需要短信验证码，请先获取验证码', result: null })
    assert.deepEqual((await save(u, { real_name: '王五', alipay_number: 'lisi@163.com' })).body.status, 0, 'the name is part of the account')
    const code = await ownCode(u, 'payout_account')
    const wrong = code === '000000' ? '111111' : '000000'
    assert.deepEqual((await save(u, { real_name: '李四', alipay_number: '13812345678', code: wrong })).body, { status: 0, code: 'codeWrong', msg: '验证码错误或已失效', result: null })
    // a cash_password code is not a payout_account code
    const other = await ownCode(u, 'cash_password')
    assert.equal((await save(u, { real_name: '李四', alipay_number: '13812345678', code: other })).body.msg, '验证码错误或已失效')
    const fresh = await ownCode(u, 'payout_account')
    assert.equal((await save(u, { real_name: '李四', alipay_number: '13812345678', code: fresh })).body.status, 1)
    assert.equal((await userRow(u.id)).alipayNumber, '13812345678')
    assert.equal((await save(u, { real_name: '李四', alipay_number: 'lisi@163.com', code: fresh })).body.msg, '验证码错误或已失效', 'a code works once')
    assert.equal((await save(u, { real_name: '李四', alipay_number: '13812345678', code: '12345' })).body.msg, '验证码不正确')
  })

  test('parallel first bindings: one binds, the others then need a code', async () => {
    const u = await cashier({ account: false })
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => save(u, { real_name: '赵六', alipay_number: `1391234567${i}` })))
    assert.equal(answers.filter((a) => a.body.status === 1).length, 1, JSON.stringify(answers.map((a) => a.body.msg)))
  })

  test('an account without a phone binds once and cannot change it without one', async () => {
    const [row] = await db().insert(users).values({ nickname: '微信用户', openid: `o${crypto.randomBytes(12).toString('hex')}` }).returning({ id: users.id })
    const u = { token: await issueToken(db(), row.id, env.config.tokenTtlDays, clock.now()) }
    assert.equal((await save(u, { real_name: '钱七', alipay_number: 'qian@qq.com' })).body.status, 1)
    assert.deepEqual((await save(u, { real_name: '钱七', alipay_number: 'qian7@qq.com', code: '123456' })).body, { status: 0, code: 'bindTelFirst', msg: '请先绑定手机号', result: null })
  })
})

// ---- payment password ----

describe(`user/updateCashPassword${on}`, () => {
  const setPassword = (who: { token: string }, body: Record<string, unknown>) => call(env.app, '/api/user/updateCashPassword', body, { token: who.token })

  test('6 digits twice, not trivial, with the cash_password code; stored as scrypt; has_cash_password follows', async () => {
    const u = await cashier({ password: false })
    assert.equal((await info(u)).has_cash_password, false)
    assert.deepEqual((await setPassword(u, { cash_password: '250813', re_cash_password: '250814', code: '123456' })).body,
      { status: 0, code: 'passwordMismatch', msg: '两次输入的密码不一致', result: null })
    for (const p of ['111111', '000000', '123456', '654321', '012345', '987654', '345678']) {
      assert.deepEqual((await setPassword(u, { cash_password: p, re_cash_password: p, code: '123456' })).body,
        { status: 0, code: 'cashPasswordTooSimple', msg: '支付密码过于简单', result: null }, p)
    }
    for (const p of ['12345', '1234567', '12a456', '']) {
      assert.equal((await setPassword(u, { cash_password: p, re_cash_password: p, code: '123456' })).body.msg, '支付密码不正确', p)
    }
    // the trivial refusals above did not use up the code
    const code = await ownCode(u, 'cash_password')
    assert.equal((await setPassword(u, { cash_password: '135790', re_cash_password: '135790', code: code === '000000' ? '111111' : '000000' })).body.msg, '验证码错误或已失效')
    assert.deepEqual((await setPassword(u, { cash_password: '135790', re_cash_password: '135790', code })).body, { status: 1, msg: '支付密码设置成功', result: null })
    assert.equal((await info(u)).has_cash_password, true)
    assert.match((await userRow(u.id)).cashPasswordHash!, /^scrypt\$16384\$8\$1\$/)
    assert.equal((await setPassword(u, { cash_password: '135791', re_cash_password: '135791', code })).body.msg, '验证码错误或已失效', 'a code works once')
    // the new password pays, the old one does not exist
    await db().transaction((tx) => credit(tx, { userId: u.id, kind: 'free_meal_rebate', amountFen: 500, refType: 'test', refId: ++refSeq, at: clock.now() }))
    assert.equal((await cashOut(u, { amount: '1.00', cash_password: '135790' })).body.status, 1)
  })

  test('an account without a phone: 请先绑定手机号', async () => {
    const [row] = await db().insert(users).values({ nickname: '微信用户', openid: `o${crypto.randomBytes(12).toString('hex')}` }).returning({ id: users.id })
    const u = { token: await issueToken(db(), row.id, env.config.tokenTtlDays, clock.now()) }
    assert.deepEqual((await setPassword(u, { cash_password: '135790', re_cash_password: '135790', code: '123456' })).body, { status: 0, code: 'bindTelFirst', msg: '请先绑定手机号', result: null })
  })
})

// ---- cash-out ----

describe(`wallet/cashOut${on}`, () => {
  test('the amount moves from the balance to frozen; the row keeps the account; the history shows it pending', async () => {
    const u = await cashier({ balanceFen: 10_000 })
    const r = await cashOut(u, { amount: '12.5' })
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(r.body.msg, '提现申请已提交，请等待到账')
    const [row] = await cashOutsOf(u.id)
    assert.deepEqual(r.body.result, { cash_out_id: row.id, amount: '12.50', status: 'pending', balance: '87.50', frozen_amount: '12.50' })
    assert.deepEqual([row.status, row.amountFen, row.payType, row.accountName, row.accountNumber, row.feeFen, row.createdAt.getTime()],
      ['pending', 1250, 2, '张三', '13912345678', 0, clock.now().getTime()])
    const [entry] = await db().select().from(walletLedger).where(and(eq(walletLedger.userId, u.id), eq(walletLedger.kind, 'cash_out')))
    assert.deepEqual([entry.amountFen, entry.refType, entry.refId, entry.balanceAfterFen], [-1250, 'cash_out', row.id, 8750])
    const shown = await info(u)
    assert.deepEqual([shown.amount, shown.frozen_amount], ['87.50', '12.50'])
    const history = (await call<WalletIncomeResult>(env.app, '/api/Wallet/income', {}, { token: u.token })).body.result
    assert.deepEqual([history.list[0].kind, history.list[0].amount, history.list[0].status, history.frozen_amount], ['cash_out', '-12.50', 'pending', '12.50'])
  })

  test("amounts that are not yuan strings or outside the limits are refused, nothing written", async () => {
    const u = await cashier({ balanceFen: 100_000 })
    const invalid = '请输入正确的提现金额（元，最多两位小数）'
    const cases: [unknown, string][] = [
      ['0', '单笔提现金额需在1.00-500.00元之间'], ['0.99', '单笔提现金额需在1.00-500.00元之间'], ['500.01', '单笔提现金额需在1.00-500.00元之间'],
      ['00000000', '单笔提现金额需在1.00-500.00元之间'],
      ['-1', invalid], ['1.005', invalid], ['1e3', invalid], ['abc', invalid], ['99999999999', invalid], ['123456789', invalid], ['', invalid],
      [' 1', invalid], ['1.', invalid], ['.5', invalid], ['0x10', invalid], ['１０', invalid],
      [null, invalid], [{ value: '10' }, invalid], [10, invalid], [['10'], invalid], [true, invalid],
    ]
    for (const [amount, msg] of cases) {
      const r = await cashOut(u, { amount })
      const code = msg === invalid ? 'cashOutAmountInvalid' : 'cashOutAmountRange'
      assert.deepEqual([r.statusCode, r.body], [200, { status: 0, code, msg, result: null }], JSON.stringify(amount))
    }
    assert.equal((await cashOut(u, {})).body.msg, '请填写提现金额')
    assert.equal((await cashOut(u, { amount: '1', pay_type: 3 })).body.msg, '支付方式不正确')
    assert.equal((await cashOut(u, { amount: '1', cash_password: '12345' })).body.msg, '支付密码不正确')
    assert.deepEqual(await cashOutsOf(u.id), [])
    assert.deepEqual(await walletOf(u.id), { balance: 100_000, frozen: 0 })
    assert.equal((await userRow(u.id)).cashPasswordFails, 0)
    // English
    const en = await call(env.app, '/api/wallet/cashOut', { cash_password: PASSWORD, pay_type: 2, amount: '0.5' }, { token: u.token, lang: 'en' })
    assert.equal(en.body.msg, 'A cash-out must be between 1.00 and 500.00 yuan')
    // the bounds themselves pass
    assert.equal((await cashOut(u, { amount: '1' })).body.status, 1)
    assert.equal((await cashOut(u, { amount: '500.00' })).body.status, 1)
  })

  test('the limits are config rows: min, max and the daily count change without a deploy', async () => {
    const u = await cashier({ balanceFen: 100_000 })
    await setConfig('cashout_min', '5.00')
    await setConfig('cashout_max', '20.00')
    try {
      assert.equal((await cashOut(u, { amount: '4.99' })).body.msg, '单笔提现金额需在5.00-20.00元之间')
      assert.equal((await cashOut(u, { amount: '20.01' })).body.msg, '单笔提现金额需在5.00-20.00元之间')
      assert.equal((await cashOut(u, { amount: '20' })).body.status, 1)
    } finally {
      await setConfig('cashout_min', '1.00')
      await setConfig('cashout_max', '500.00')
    }
  })

  test('needs a bound account, a payment password and an open channel', async () => {
    const noAccount = await cashier({ balanceFen: 1000, account: false })
    assert.deepEqual((await cashOut(noAccount, { amount: '1' })).body, { status: 0, code: 'cashOutBindAlipayFirst', msg: '请先绑定支付宝', result: null })
    const noPassword = await cashier({ balanceFen: 1000, password: false })
    assert.deepEqual((await cashOut(noPassword, { amount: '1' })).body, { status: 0, code: 'cashOutSetPasswordFirst', msg: '请先设置支付密码', result: null })
    const u = await cashier({ balanceFen: 1000 })
    assert.deepEqual((await cashOut(u, { amount: '1', pay_type: 1 })).body, { status: 0, code: 'cashOutChannelUnavailable', msg: '暂不支持该提现方式', result: null }, 'WeChat is closed by default')
    await setConfig('cashout_channels', { alipay: false, wechat: false })
    try {
      assert.equal((await cashOut(u, { amount: '1' })).body.msg, '暂不支持该提现方式')
    } finally {
      await setConfig('cashout_channels', { alipay: true, wechat: false })
    }
    assert.deepEqual(await cashOutsOf(u.id), [])
  })

  test('a balance too small: 钱包余额不足, nothing written', async () => {
    const u = await cashier({ balanceFen: 999 })
    assert.deepEqual((await cashOut(u, { amount: '10' })).body, { status: 0, code: 'walletInsufficient', msg: '钱包余额不足', result: null })
    assert.deepEqual(await cashOutsOf(u.id), [])
    assert.deepEqual(await walletOf(u.id), { balance: 999, frozen: 0 })
    const none = await cashier({})
    assert.equal((await cashOut(none, { amount: '1' })).body.msg, '钱包余额不足')
    assert.deepEqual(await cashOutsOf(none.id), [])
  })

  test('50 parallel cash-outs of 10.00 from 100.00 (daily count raised): exactly 10, balance 0', async () => {
    const u = await cashier({ balanceFen: 10_000 })
    await setConfig('cashout_daily_times', 100)
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => cashOut(u, { amount: '10.00' })))
      const done = answers.filter((a) => a.body.status === 1)
      assert.equal(done.length, 10, JSON.stringify([...new Set(answers.map((a) => a.body.msg))]))
      assert.deepEqual([...new Set(answers.filter((a) => a.body.status !== 1).map((a) => a.body.msg))], ['钱包余额不足'])
      assert.deepEqual(await walletOf(u.id), { balance: 0, frozen: 10_000 })
      const rows = await cashOutsOf(u.id)
      assert.equal(rows.length, 10)
      assert.deepEqual(new Set(done.map((a) => a.body.result.cash_out_id)), new Set(rows.map((r) => r.id)))
      assert.deepEqual(done.map((a) => a.body.result.balance).sort(), ['0.00', '10.00', '20.00', '30.00', '40.00', '50.00', '60.00', '70.00', '80.00', '90.00'])
    } finally {
      await setConfig('cashout_daily_times', 3)
    }
  })

  test('3 a day under 20 parallel requests; a refused one gives its turn back; the next Shanghai day starts again', async () => {
    clock.set(parseShanghaiTime('2026-03-11 23:50:00'))
    const u = await cashier({ balanceFen: 100_000 })
    const answers = await Promise.all(Array.from({ length: 20 }, () => cashOut(u, { amount: '1.00' })))
    assert.equal(answers.filter((a) => a.body.status === 1).length, 3)
    assert.deepEqual([...new Set(answers.filter((a) => a.body.status !== 1).map((a) => a.body.msg))], ['今日提现次数已用完（每天最多3次）'])
    assert.equal((await cashOutsOf(u.id)).length, 3)
    assert.deepEqual(await walletOf(u.id), { balance: 99_700, frozen: 300 })
    const [first] = await cashOutsOf(u.id)
    const refused = await ops('cashout-refuse', { id: first.id, reason: '测试退回' })
    assert.equal(printed(refused).ok, true)
    assert.equal((await cashOut(u, { amount: '1.00' })).body.status, 1, 'the refused one gave its turn back')
    assert.equal((await cashOut(u, { amount: '1.00' })).body.msg, '今日提现次数已用完（每天最多3次）')
    clock.set(parseShanghaiTime('2026-03-12 00:00:00'))
    assert.equal((await cashOut(u, { amount: '1.00' })).body.status, 1, 'a new Asia/Shanghai day')
  })

  test('wrong passwords count under the lock: two parallel count two; the 5th locks for an hour, even the right one', async () => {
    const u = await cashier({ balanceFen: 10_000 })
    const start = clock.now()
    const two = await Promise.all([cashOut(u, { amount: '1', cash_password: '000001' }), cashOut(u, { amount: '1', cash_password: '000002' })])
    assert.deepEqual(two.map((a) => a.body.msg).sort(), ['支付密码错误，还可尝试3次', '支付密码错误，还可尝试4次'])
    assert.equal((await userRow(u.id)).cashPasswordFails, 2)
    assert.equal((await cashOut(u, { amount: '1', cash_password: '000003' })).body.msg, '支付密码错误，还可尝试2次')
    assert.equal((await cashOut(u, { amount: '1', cash_password: '000004' })).body.msg, '支付密码错误，还可尝试1次')
    assert.deepEqual((await cashOut(u, { amount: '1', cash_password: '000005' })).body, { status: 0, code: 'cashOutLocked', msg: '支付密码错误次数过多，请1小时后再试', result: null })
    assert.equal((await userRow(u.id)).cashPasswordLockedUntil?.getTime(), start.getTime() + 3600_000)
    assert.equal((await cashOut(u, { amount: '1' })).body.msg, '支付密码错误次数过多，请1小时后再试', 'the 6th, right, is refused')
    clock.advance(3600_000 - 1000)
    assert.equal((await cashOut(u, { amount: '1' })).body.msg, '支付密码错误次数过多，请1小时后再试', 'still within the hour')
    assert.deepEqual(await cashOutsOf(u.id), [])
    clock.advance(1000)
    assert.equal((await cashOut(u, { amount: '1' })).body.status, 1, 'an hour later')
    const row = await userRow(u.id)
    assert.deepEqual([row.cashPasswordFails, row.cashPasswordLockedUntil], [0, null])
    // a right password forgets the wrong ones before it
    assert.equal((await cashOut(u, { amount: '1', cash_password: '000006' })).body.msg, '支付密码错误，还可尝试4次')
    assert.equal((await cashOut(u, { amount: '1' })).body.status, 1)
    assert.equal((await userRow(u.id)).cashPasswordFails, 0)
  })

  test('a right password refused for the balance still forgets the wrong tries before it (4 wrong, right too large, 1 wrong: not locked)', async () => {
    const u = await cashier({ balanceFen: 500 })
    for (let i = 1; i <= 4; i++) await cashOut(u, { amount: '1', cash_password: `00000${i}` })
    assert.equal((await userRow(u.id)).cashPasswordFails, 4)
    assert.deepEqual((await cashOut(u, { amount: '10.00' })).body, { status: 0, code: 'walletInsufficient', msg: '钱包余额不足', result: null })
    assert.equal((await userRow(u.id)).cashPasswordFails, 0, 'the right password cleared the count')
    assert.deepEqual(await cashOutsOf(u.id), [], 'nothing of the refused cash-out stays')
    assert.deepEqual(await walletOf(u.id), { balance: 500, frozen: 0 })
    assert.equal((await cashOut(u, { amount: '1', cash_password: '000009' })).body.msg, '支付密码错误，还可尝试4次')
    assert.equal((await cashOut(u, { amount: '1' })).body.status, 1, 'not locked')
  })

  test('five parallel wrong passwords lock; setting a new password lifts the lock', async () => {
    const u = await cashier({ balanceFen: 10_000 })
    const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => cashOut(u, { amount: '1', cash_password: `00000${i}` })))
    const msgs = answers.map((a) => a.body.msg)
    assert.equal(msgs.filter((m) => m === '支付密码错误次数过多，请1小时后再试').length, 3, JSON.stringify(msgs))
    for (const left of [1, 2, 3, 4]) assert.equal(msgs.filter((m) => m === `支付密码错误，还可尝试${left}次`).length, 1)
    const code = await ownCode(u, 'cash_password')
    const r = await call(env.app, '/api/user/updateCashPassword', { cash_password: '864209', re_cash_password: '864209', code }, { token: u.token })
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal((await cashOut(u, { amount: '1', cash_password: '864209' })).body.status, 1)
  })

  test('cash-out in parallel with cancel_user never leaves a cancelled account with a pending withdrawal', async () => {
    let cancelled = 0
    let pending = 0
    for (let round = 0; round < 8; round++) {
      const u = await cashier({ balanceFen: 5000 })
      const code = await ownCode(u, 'cancel')
      const cancel = () => call(env.app, '/api/user/cancel_user', { code }, { token: u.token })
      const outs = () => Array.from({ length: 3 }, () => cashOut(u, { amount: '5' }))
      // which starts first alternates
      let cancelling: ReturnType<typeof cancel>
      let withdrawing: ReturnType<typeof outs>
      if (round % 2) {
        withdrawing = outs()
        cancelling = cancel()
      } else {
        cancelling = cancel()
        withdrawing = outs()
      }
      const [cancelAnswer, ...outAnswers] = await Promise.all([cancelling, ...withdrawing])
      const row = await userRow(u.id)
      const rows = await cashOutsOf(u.id)
      if (row.cancelledAt) {
        cancelled++
        assert.equal(cancelAnswer.body.status, 1)
        assert.deepEqual(rows, [], 'cancelled: no cash-out')
        for (const a of outAnswers) assert.ok(a.statusCode === 401 || a.body.msg === '该账号已注销', a.body.msg)
      } else {
        pending++
        assert.deepEqual(cancelAnswer.body, { status: 0, code: 'cancelCashOutPending', msg: '您有提现正在处理中，暂不能注销', result: null })
        assert.ok(rows.length >= 1 && rows.every((r) => r.status === 'pending'))
      }
    }
    assert.equal(cancelled + pending, 8)
  })
})

// ---- cash-out options ----

describe(`common/cashoutType${on}`, () => {
  const options = (who: { token: string }, body: Record<string, unknown> = {}) => call<CashoutTypeResult>(env.app, '/api/common/cashoutType', body, { token: who.token })

  test('channels, limits, daily count used today, fee rate and notice from config rows', async () => {
    const u = await cashier({ balanceFen: 10_000, account: false })
    const r = await options(u, { type: 1 })
    assert.equal(r.body.status, 1, r.body.msg)
    assert.deepEqual(r.body.result, {
      channels: [
        { pay_type: 2, name: '支付宝', enabled: true, bound: false },
        { pay_type: 1, name: '微信', enabled: false, bound: false },
      ],
      min_amount: '1.00', max_amount: '500.00', daily_times: 3, used_today: 0, fee_rate: '0',
      notice: '提现申请提交后 1-3 个工作日内到账，节假日顺延。',
    })
    await db().update(users).set({ alipayNumber: '13912345678', realName: '张三', openid: `o${crypto.randomBytes(8).toString('hex')}` }).where(eq(users.id, u.id))
    assert.equal((await cashOut(u, { amount: '2' })).body.status, 1)
    await setConfig('cashout_daily_times', 5)
    await setConfig('cashout_fee_rate', '0.006')
    await setConfig('cashout_min', '2.00')
    await setConfig('cashout_channels', { alipay: true, wechat: true })
    try {
      const changed = (await options(u)).body.result
      assert.deepEqual(changed.channels, [
        { pay_type: 2, name: '支付宝', enabled: true, bound: true },
        { pay_type: 1, name: '微信', enabled: true, bound: true },
      ])
      assert.deepEqual([changed.min_amount, changed.daily_times, changed.used_today, changed.fee_rate], ['2.00', 5, 1, '0.006'])
      // the fee is kept from the amount, rounded half up: 50.00 × 0.6% = 0.30; 2.50 × 0.6% = 0.015 → 0.02
      assert.equal((await cashOut(u, { amount: '50' })).body.status, 1)
      assert.equal((await cashOut(u, { amount: '2.50', pay_type: 1 })).body.status, 1)
      const rows = await cashOutsOf(u.id)
      assert.deepEqual(rows.map((x) => [x.amountFen, x.feeFen, x.payType]), [[200, 0, 2], [5000, 30, 2], [250, 2, 1]])
      assert.equal(rows[2].accountName, '张三')
      // English names
      const en = await call<CashoutTypeResult>(env.app, '/api/common/cashoutType', {}, { token: u.token, lang: 'en' })
      assert.deepEqual(en.body.result.channels.map((c) => c.name), ['Alipay', 'WeChat'])
    } finally {
      await setConfig('cashout_daily_times', 3)
      await setConfig('cashout_fee_rate', '0')
      await setConfig('cashout_min', '1.00')
      await setConfig('cashout_channels', { alipay: true, wechat: false })
    }
    // an unusable row counts as its default
    await setConfig('cashout_fee_rate', '1.5')
    await setConfig('cashout_daily_times', 'many')
    try {
      const fallback = (await options(u)).body.result
      assert.deepEqual([fallback.fee_rate, fallback.daily_times], ['0', 3])
    } finally {
      await setConfig('cashout_fee_rate', '0')
      await setConfig('cashout_daily_times', 3)
    }
    assert.deepEqual((await options(u, { type: 2 })).body, { status: 0, code: 'cashOutTypeUnsupported', msg: '暂不支持该提现类型', result: null })
    assert.equal((await call(env.app, '/api/common/cashoutType', {})).statusCode, 401)
  })
})

// ---- settlement by operators (manual provider) ----

describe(`operators settle cash-outs${on}`, () => {
  test('cashouts lists the queue with the user, amount and account', async () => {
    const u = await cashier({ balanceFen: 5000 })
    assert.equal((await cashOut(u, { amount: '12.34' })).body.status, 1)
    const [row] = await cashOutsOf(u.id)
    const listed = await ops<CallResult<typeof walletOps.cashouts>>('cashouts', { status: 'pending', limit: 500 })
    const mine = listed.cashouts.find((c) => c.id === row.id)!
    assert.deepEqual([mine.user_id, mine.tel, mine.amount_fen, mine.account_name, mine.account_number, mine.status],
      [u.id, `${u.tel.slice(0, 3)}****${u.tel.slice(-4)}`, 1234, '张三', '13912345678', 'pending'])
    const out = printed(listed)
    assert.ok(out.ok)
    assert.match(out.out.split('\n')[0], /^ID\s+用户ID\s+手机号\s+金额\s+手续费\s+方式\s+姓名\s+收款账户\s+状态/)
    assert.ok(out.out.split('\n').some((l) => l.includes(String(row.id)) && l.includes('12.34') && l.includes('支付宝') && l.includes('13912345678')))
    assert.ok(!out.out.includes(u.tel))
    const none = await ops('cashouts', { status: 'paid', limit: 1 })
    assert.equal(printed(none).ok, true)
  })

  test('paid moves frozen out once; a decided cash-out cannot be decided again', async () => {
    const u = await cashier({ balanceFen: 5000 })
    assert.equal((await cashOut(u, { amount: '20' })).body.status, 1)
    const [row] = await cashOutsOf(u.id)
    clock.advance(60_000)
    const answers = await Promise.all(Array.from({ length: 5 }, () => ops('cashout-pay', { id: row.id })))
    const lines = answers.map(printed)
    assert.equal(lines.filter((l) => l.ok).length, 1)
    assert.ok(lines.some((l) => l.out === `提现 ${row.id} 已打款：20.00 元（张三 13912345678），打款单号 manual`), JSON.stringify(lines))
    assert.equal(lines.filter((l) => l.err === `${row.id}：提现状态为 paid，只有处理中（pending）的提现可以操作`).length, 4)
    assert.deepEqual(await walletOf(u.id), { balance: 3000, frozen: 0 })
    const [paid] = await cashOutsOf(u.id)
    assert.deepEqual([paid.status, paid.decidedAt?.getTime(), paid.payoutRef], ['paid', clock.now().getTime(), 'manual'])
    assert.equal(printed(await ops('cashout-refuse', { id: row.id, reason: '迟到的拒绝' })).ok, false)
    assert.deepEqual(await walletOf(u.id), { balance: 3000, frozen: 0 })
    const history = (await call<WalletIncomeResult>(env.app, '/api/Wallet/income', {}, { token: u.token })).body.result
    assert.deepEqual([history.list[0].kind, history.list[0].status], ['cash_out', 'paid'])
    assert.equal(printed(await ops('cashout-pay', { id: 2147483647 })).err, '2147483647：提现不存在')
  })

  test('refuse sent 10 times in parallel returns the money exactly once, with its reason in the history', async () => {
    const u = await cashier({ balanceFen: 5000 })
    assert.equal((await cashOut(u, { amount: '30' })).body.status, 1)
    const [row] = await cashOutsOf(u.id)
    const answers = await Promise.all(Array.from({ length: 10 }, () => ops('cashout-refuse', { id: row.id, reason: '支付宝账号与实名不符' })))
    const lines = answers.map(printed)
    assert.equal(lines.filter((l) => l.ok).length, 1, JSON.stringify(lines))
    assert.ok(lines.some((l) => l.out === `提现 ${row.id} 已拒绝，30.00 元已退回余额：支付宝账号与实名不符`))
    assert.deepEqual(await walletOf(u.id), { balance: 5000, frozen: 0 })
    const refunds = await db().select().from(walletLedger).where(and(eq(walletLedger.userId, u.id), eq(walletLedger.kind, 'cash_out_refund')))
    assert.deepEqual(refunds.map((e) => [e.amountFen, e.refType, e.refId, e.note]), [[3000, 'cash_out', row.id, '支付宝账号与实名不符']])
    const [refused] = await cashOutsOf(u.id)
    assert.deepEqual([refused.status, refused.reason], ['refused', '支付宝账号与实名不符'])
    const history = (await call<WalletIncomeResult>(env.app, '/api/Wallet/income', {}, { token: u.token })).body.result
    assert.deepEqual(history.list.slice(0, 2).map((x) => [x.kind, x.amount, x.status, x.reason]), [
      ['cash_out_refund', '30.00', 'refused', '支付宝账号与实名不符'],
      ['cash_out', '-30.00', 'refused', '支付宝账号与实名不符'],
    ])
    // paying a refused one: refused
    assert.equal(printed(await ops('cashout-pay', { id: row.id })).ok, false)
  })

  test('a refusal needs a reason', async () => {
    const u = await cashier({ balanceFen: 5000 })
    assert.equal((await cashOut(u, { amount: '5' })).body.status, 1)
    const [row] = await cashOutsOf(u.id)
    for (const reason of ['', '   ', '长'.repeat(201)]) {
      assert.equal(printed(await ops('cashout-refuse', { id: row.id, reason })).err, '请用 --reason 给出拒绝原因（1-200个字符）')
    }
    const missing = await opsApp.inject({ method: 'POST', url: '/ops/cashout-refuse', headers: { 'x-ops-token': OPS_TOKEN }, payload: { id: row.id } })
    assert.equal((missing.json() as ApiResponse<null>).status, 0)
    assert.equal((await cashOutsOf(u.id))[0].status, 'pending')
    assert.throws(() => parseArgs(['cashout-refuse', String(row.id)], 'zh-Hans'), /请用 --reason 给出拒绝原因/)
    assert.throws(() => parseArgs(['cashout-refuse', 'x', '--reason', 'r'], 'zh-Hans'), /x 不是提现ID/)
    assert.throws(() => parseArgs(['cashout-pay'], 'zh-Hans'), /请给出提现ID/)
    assert.deepEqual(parseArgs(['cashout-pay', '7', '--manual'], 'zh-Hans'), { request: { command: 'cashout-pay', id: 7, manual: true } })
    assert.deepEqual(parseArgs(['cashout-refuse', '7', '--reason', ' 账号有误 '], 'zh-Hans'), { request: { command: 'cashout-refuse', id: 7, reason: '账号有误' } })
    assert.deepEqual(parseArgs(['cashouts'], 'zh-Hans'), { request: { command: 'cashouts', status: 'pending', limit: 20 } })
    assert.throws(() => parseArgs(['cashouts', '--status', 'done'], 'zh-Hans'), /未知状态 done/)
    for (const usage of ['cashouts [--status', 'cashout-pay <提现ID id> [--manual]', 'cashout-refuse <提现ID id> --reason', 'wallet-credit <用户ID|手机号 user> --amount', 'wallet-debit', 'balances [--limit', 'reconcile']) {
      assert.ok(HELP.includes(usage), usage)
    }
    await ops('cashout-refuse', { id: row.id, reason: '测试结束' })
  })
})

// ---- operators' wallet tools ----

describe(`operators' wallet corrections, balances and reconcile${on}`, () => {
  test('wallet-credit / wallet-debit with a reason as the note; a debit never below zero', async () => {
    const u = await cashier({})
    const credited = await ops('wallet-credit', { user: u.tel, amount: '12.50', reason: '活动补发' })
    assert.deepEqual(printed(credited), { ok: true, out: `${u.tel} 余额增加 12.50 元，当前余额 12.50 元`, err: '' })
    const debited = await ops('wallet-debit', { user: String(u.id), amount: '2.5', reason: '重复返利扣回' })
    assert.deepEqual(printed(debited), { ok: true, out: `${u.id} 余额扣减 2.50 元，当前余额 10.00 元`, err: '' })
    const tooMuch = await ops('wallet-debit', { user: String(u.id), amount: '10.01', reason: '超额扣减' })
    assert.deepEqual(printed(tooMuch), { ok: false, out: '', err: `${u.id}：余额 10.00 元不足以扣减 10.01 元` })
    const entries = await db().select().from(walletLedger).where(eq(walletLedger.userId, u.id)).orderBy(asc(walletLedger.id))
    assert.deepEqual(entries.map((e) => [e.kind, e.amountFen, e.note, e.refType]), [
      ['ops_credit', 1250, '活动补发', 'wallet_adjustment'],
      ['ops_debit', -250, '重复返利扣回', 'wallet_adjustment'],
    ])
    const adjustments = await db().select().from(walletAdjustments).where(eq(walletAdjustments.userId, u.id))
    assert.deepEqual(adjustments.map((a) => [a.amountFen, a.reason]), [[1250, '活动补发'], [-250, '重复返利扣回']], 'the refused debit left nothing')
    for (const amount of ['0', '0.00', '-1', '1.005', 'abc', '']) {
      assert.equal(printed(await ops('wallet-credit', { user: u.tel, amount, reason: '无' })).err, '--amount 为大于0的金额，最多两位小数，如 12.50', amount)
    }
    assert.equal(printed(await ops('wallet-credit', { user: u.tel, amount: '1', reason: ' ' })).err, '请用 --reason 给出原因（1-200个字符）')
    assert.equal(printed(await ops('wallet-credit', { user: '19999999999', amount: '1', reason: '无' })).err, '19999999999：用户不存在')
    const history = (await call<WalletIncomeResult>(env.app, '/api/Wallet/income', {}, { token: u.token })).body.result
    assert.deepEqual(history.list.map((x) => [x.kind, x.title, x.amount]), [['adjustment', '余额调整', '-2.50'], ['adjustment', '余额调整', '12.50']])
    assert.equal(history.total_income, '0.00', 'corrections are not earnings')
    assert.deepEqual(parseArgs(['wallet-debit', u.tel, '--amount', '3', '--reason', '扣回'], 'zh-Hans'),
      { request: { command: 'wallet-debit', user: u.tel, amount: '3', reason: '扣回' } })
    assert.throws(() => parseArgs(['wallet-credit', u.tel, '--amount', '3'], 'zh-Hans'), /请用 --reason 给出原因/)
    assert.throws(() => parseArgs(['wallet-credit', u.tel, '--amount', '0', '--reason', 'x'], 'zh-Hans'), /--amount 为大于0的金额/)
  })

  test('balances lists the users holding money; reconcile fails on any difference', async () => {
    const u = await cashier({ balanceFen: 7777 })
    assert.equal((await cashOut(u, { amount: '7' })).body.status, 1)
    const listed = await ops<CallResult<typeof walletOps.balances>>('balances', { limit: 500 })
    const mine = listed.users.find((x) => x.user_id === u.id)!
    assert.deepEqual([mine.balance_fen, mine.frozen_fen, mine.tel], [7077, 700, `${u.tel.slice(0, 3)}****${u.tel.slice(-4)}`])
    assert.match(printed(listed).out, /^用户ID\s+手机号\s+昵称\s+余额\s+冻结\s+金币/)

    const clean = printed(await ops('reconcile', {}))
    assert.equal(clean.ok, true)
    assert.match(clean.out, /^对账通过：\d+ 个用户的余额、冻结金额与金币均与流水一致$/)
    // a balance, a frozen amount and gold changed behind the books' back
    await db().update(wallets).set({ balanceFen: sql`${wallets.balanceFen} + 1`, frozenFen: sql`${wallets.frozenFen} - 100` }).where(eq(wallets.userId, u.id))
    await db().insert(goldAccounts).values({ userId: u.id, balance: 5 })
    try {
      const answer = await ops<CallResult<typeof walletOps.reconcile>>('reconcile', {})
      assert.deepEqual(answer.diffs, [{ user_id: u.id, balance_fen: 7078, ledger_fen: 7077, frozen_fen: 600, pending_fen: 700, gold: 5, gold_ledger: 0 }])
      const out = printed(answer)
      assert.equal(out.ok, false, 'the CLI exits 1')
      assert.equal(out.err, '对账不一致：1 处差异')
      assert.match(out.out, new RegExp(`${u.id}\\s+70\\.78 ≠\\s+70\\.77\\s+6\\.00 ≠\\s+7\\.00\\s+5 ≠\\s+0`))
    } finally {
      await db().update(wallets).set({ balanceFen: sql`${wallets.balanceFen} - 1`, frozenFen: sql`${wallets.frozenFen} + 100` }).where(eq(wallets.userId, u.id))
      await db().delete(goldAccounts).where(eq(goldAccounts.userId, u.id))
    }
  })
})

// ---- the Alipay transfer provider ----

describe(`payouts through Alipay's transfer API (local fake)${on}`, () => {
  const appKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const alipayKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  let fake: AlipayTransferFake
  let alipayOps: FastifyInstance
  let provider: PayoutProvider

  before(async () => {
    fake = await new AlipayTransferFake({ appId: '2021000000000001', appPublicKey: appKeys.publicKey, alipayPrivateKey: alipayKeys.privateKey }).start()
    provider = new AlipayPayoutProvider({
      appId: '2021000000000001', privateKey: appKeys.privateKey, alipayPublicKey: alipayKeys.publicKey, gateway: fake.gateway, appCertSn: '', alipayRootCertSn: '',
    }, clock)
    alipayOps = await buildApp({ db: db(), config: env.config, logger: false, clock, opsToken: OPS_TOKEN, providers: { payout: provider } })
    await alipayOps.ready()
  })
  after(async () => {
    await alipayOps.close()
    await fake.close()
  })

  async function pendingCashOut(amount: string, balanceFen = 50_000): Promise<{ u: Cashier; row: typeof cashOuts.$inferSelect }> {
    const u = await cashier({ balanceFen })
    const r = await cashOut(u, { amount })
    assert.equal(r.body.status, 1, r.body.msg)
    const [row] = await cashOutsOf(u.id)
    return { u, row }
  }

  test('a signed transfer pays the snapshot account the amount less the fee; paid once', async () => {
    await setConfig('cashout_fee_rate', '0.01')
    let created: Awaited<ReturnType<typeof pendingCashOut>>
    try {
      created = await pendingCashOut('100.00')
    } finally {
      await setConfig('cashout_fee_rate', '0')
    }
    const { u, row } = created
    // the user changes the bound account afterwards: the cash-out pays the one it was asked for
    await db().update(users).set({ alipayNumber: 'other@qq.com' }).where(eq(users.id, u.id))
    const paid = printed(await ops('cashout-pay', { id: row.id }, alipayOps))
    assert.equal(paid.ok, true, paid.err)
    const transfer = [...fake.transfers.values()].find((t) => t.identity === '13912345678' && t.amount === '99.00')!
    assert.ok(transfer, JSON.stringify([...fake.transfers.values()]))
    assert.deepEqual([transfer.name, transfer.identityType, transfer.status], ['张三', 'ALIPAY_LOGON_ID', 'SUCCESS'])
    assert.equal(paid.out, `提现 ${row.id} 已打款：99.00 元（张三 13912345678），打款单号 ${transfer.orderId}`)
    const [after] = await cashOutsOf(u.id)
    assert.deepEqual([after.status, after.payoutRef, after.payoutAttempts], ['paid', transfer.orderId, 1])
    assert.deepEqual(await walletOf(u.id), { balance: 40_000, frozen: 0 })
    assert.ok(fake.requests.every((r) => r.problem === null), JSON.stringify(fake.requests))
    assert.equal(printed(await ops('cashout-pay', { id: row.id }, alipayOps)).ok, false, 'decided')
    assert.equal(transfer.requests, 1)
  })

  test("the payee's account refused for good: refused and the money returned", async () => {
    const { u, row } = await pendingCashOut('20.00')
    fake.next('payee_not_exist')
    const failed = printed(await ops('cashout-pay', { id: row.id }, alipayOps))
    assert.equal(failed.ok, false)
    assert.equal(failed.err, `提现 ${row.id} 打款失败，已拒绝并退回 20.00 元：PAYEE_NOT_EXIST 收款账号不存在`)
    const [after] = await cashOutsOf(u.id)
    assert.deepEqual([after.status, after.reason], ['refused', 'PAYEE_NOT_EXIST 收款账号不存在'])
    assert.deepEqual(await walletOf(u.id), { balance: 50_000, frozen: 0 })
  })

  test('an answer that is not final leaves it pending; asking again pays once (same out_biz_no)', async () => {
    const before = fake.paidFen
    const { u, row } = await pendingCashOut('15.00')
    fake.next('system_error', 'dealing')
    const retry = printed(await ops('cashout-pay', { id: row.id }, alipayOps))
    assert.equal(retry.ok, false)
    assert.match(retry.err, new RegExp(`^提现 ${row.id} 打款未完成，仍为处理中，可稍后重试：SYSTEM_ERROR`))
    let [now] = await cashOutsOf(u.id)
    assert.deepEqual([now.status, now.payoutAttempts], ['pending', 1])
    assert.match(now.payoutError!, /SYSTEM_ERROR/)
    assert.equal(printed(await ops('cashout-pay', { id: row.id }, alipayOps)).ok, false, 'DEALING: still pending')
    ;[now] = await cashOutsOf(u.id)
    assert.deepEqual([now.status, now.payoutAttempts, now.payoutError], ['pending', 2, 'status DEALING'])
    // the refusal is blocked while the transfer is in flight
    const blocked = printed(await ops('cashout-refuse', { id: row.id, reason: '用户要求取消' }, alipayOps))
    assert.match(blocked.err, new RegExp(`^提现 ${row.id}：上次打款结果未确定，暂不能拒绝`))
    assert.equal((await cashOutsOf(u.id))[0].status, 'pending')
    // Alipay finishes it: the next pay finds it paid
    const t = fake.transfers.get([...fake.transfers.keys()].find((k) => fake.transfers.get(k)!.status === 'DEALING')!)!
    t.status = 'SUCCESS'
    assert.equal(printed(await ops('cashout-pay', { id: row.id }, alipayOps)).ok, true)
    assert.equal(fake.paidFen - before, 1500, 'paid once')
    assert.deepEqual(await walletOf(u.id), { balance: 48_500, frozen: 0 })
  })

  test('a lost answer: the refusal asks Alipay first, finds it paid and records it paid, returning nothing', async () => {
    const { u, row } = await pendingCashOut('12.00')
    fake.next('lost')
    assert.equal(printed(await ops('cashout-pay', { id: row.id }, alipayOps)).ok, false)
    assert.equal((await cashOutsOf(u.id))[0].status, 'pending')
    const refused = printed(await ops('cashout-refuse', { id: row.id, reason: '打款失败' }, alipayOps))
    assert.equal(refused.ok, false)
    assert.match(refused.err, new RegExp(`^提现 ${row.id}：打款通道显示已到账（\\d+），已标记为已打款，不能拒绝$`))
    const [after] = await cashOutsOf(u.id)
    assert.equal(after.status, 'paid')
    assert.deepEqual(await walletOf(u.id), { balance: 48_800, frozen: 0 })
  })

  test('an answer not signed by Alipay decides nothing; refused afterwards when Alipay never took it', async () => {
    const { u, row } = await pendingCashOut('9.00')
    fake.next('forged_fail')
    const r = printed(await ops('cashout-pay', { id: row.id }, alipayOps))
    assert.match(r.err, /打款未完成，仍为处理中，可稍后重试：answer not signed by Alipay/)
    assert.equal((await cashOutsOf(u.id))[0].status, 'pending')
    const refused = printed(await ops('cashout-refuse', { id: row.id, reason: '账号异常' }, alipayOps))
    assert.equal(refused.ok, true, refused.err)
    assert.deepEqual(await walletOf(u.id), { balance: 50_000, frozen: 0 })
  })

  test('a channel the provider cannot pay is paid by hand with --manual', async () => {
    await setConfig('cashout_channels', { alipay: true, wechat: true })
    const u = await cashier({ balanceFen: 5000 })
    await db().update(users).set({ openid: `o${crypto.randomBytes(8).toString('hex')}` }).where(eq(users.id, u.id))
    try {
      assert.equal((await cashOut(u, { amount: '5', pay_type: 1 })).body.status, 1)
    } finally {
      await setConfig('cashout_channels', { alipay: true, wechat: false })
    }
    const [row] = await cashOutsOf(u.id)
    assert.equal(printed(await ops('cashout-pay', { id: row.id }, alipayOps)).err,
      `提现 ${row.id}：打款通道 alipay 不支持该提现方式，请人工打款后用 --manual 标记已打款`)
    assert.equal(printed(await ops('cashout-pay', { id: row.id, manual: true }, alipayOps)).ok, true)
    assert.equal((await cashOutsOf(u.id))[0].status, 'paid')
  })

  test('requests a forged signature would make are refused by the gateway', () => {
    const signed = (provider as AlipayPayoutProvider).signedParams('alipay.fund.trans.common.query', { out_biz_no: 'X' })
    assert.equal(signed.sign_type, 'RSA2')
    const content = Object.keys(signed).filter((k) => k !== 'sign').sort().map((k) => `${k}=${signed[k]}`).join('&')
    assert.ok(crypto.verify('sha256', Buffer.from(content), appKeys.publicKey, Buffer.from(signed.sign, 'base64')))
    assert.equal(responseNode('{"a_response":{"x":"}{\\"","y":{"z":1}},"sign":"s"}', 'a_response'), '{"x":"}{\\"","y":{"z":1}}')
  })

  test('PAYOUT_PROVIDER=alipay needs its settings', () => {
    assert.throws(() => loadConfig({ PAYOUT_PROVIDER: 'alipay' }), /PAYOUT_ALIPAY_APP_ID, PAYOUT_ALIPAY_PRIVATE_KEY_FILE, PAYOUT_ALIPAY_PUBLIC_KEY_FILE/)
    assert.throws(() => loadConfig({ PAYOUT_PROVIDER: 'bank' }), /PAYOUT_PROVIDER "bank" is unknown/)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-payout-'))
    try {
      fs.writeFileSync(path.join(dir, 'app.pem'), appKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }))
      fs.writeFileSync(path.join(dir, 'alipay.pem'), alipayKeys.publicKey.export({ type: 'spki', format: 'pem' }))
      const config = loadConfig({
        PAYOUT_PROVIDER: 'alipay', PAYOUT_ALIPAY_APP_ID: '2021', PAYOUT_ALIPAY_PRIVATE_KEY_FILE: path.join(dir, 'app.pem'),
        PAYOUT_ALIPAY_PUBLIC_KEY_FILE: path.join(dir, 'alipay.pem'),
      })
      assert.equal(config.providers.payout.provider, 'alipay')
      assert.equal(config.providers.payout.alipay?.gateway, 'https://openapi.alipay.com/gateway.do')
      assert.equal(loadConfig({}).providers.payout.provider, 'manual')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
