import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { count, eq, sql } from 'drizzle-orm'
import type { Profile, UserInfo } from '@api-types/user'
import { issueToken } from '../src/auth'
import { cashOuts, smsCodes, smsOutbox, users } from '../src/db/schema'
import { captureStdout, codeLoginNew, freshTel, lastSms, randomIp, sendLoginCode } from './accounts'
import { call, setup, TEST_DATABASE_URL, type TestEnv } from './helpers'

// Account-settings calls (briefs/contract.md): handleCode, bindTel, changeTel, updatePassword,
// cancel_user, bindMtAccount, bindUserWithCID, bindPid, logout; token revocation and the races.

let env: TestEnv
before(async () => { env = await setup() })
after(async () => { await env.close() })

const on = TEST_DATABASE_URL ? ' (PostgreSQL)' : ''
const db = () => env.database.db

/** Earlier codes of a number are made older than the 1-a-minute send limit. */
async function backdateCodes(tel: string): Promise<void> {
  await db().update(smsCodes).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(smsCodes.tel, tel))
}

/** Asks handleCode for a code that should arrive at `to`; returns it. */
async function requestCode(token: string, purpose: string, to: string, tel?: string): Promise<string> {
  await backdateCodes(to)
  const { value: r } = await captureStdout(() => call(env.app, '/api/user/handleCode', { purpose, ...(tel ? { tel } : {}) }, { token, ip: randomIp() }))
  assert.deepEqual(r.body, { status: 1, msg: '验证码已发送', result: null })
  const sms = await lastSms(env, to)
  assert.equal(sms?.purpose, purpose)
  return sms!.code
}

const outboxCount = async (tel: string) =>
  (await db().select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.tel, tel)))[0].n

/** An account made by WeChat login: no phone. */
async function wechatOnly(): Promise<{ id: number; token: string }> {
  const [row] = await db().insert(users).values({ nickname: '微信用户', openid: `o${crypto.randomBytes(12).toString('hex')}` }).returning({ id: users.id })
  return { id: row.id, token: await issueToken(db(), row.id, env.config.tokenTtlDays, env.app.clock.now()) }
}

const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]

async function assertLoggedOut(token: string): Promise<void> {
  const r = await call(env.app, '/api/user/info', {}, { token })
  assert.equal(r.statusCode, 401)
  assert.equal(r.body.status, -1)
}

async function passwordLogin(tel: string, password: string) {
  return call<Profile>(env.app, '/api/login/passwordLogin', { tel, password }, { ip: randomIp() })
}

async function setPassword(account: { token: string; tel: string }, password: string): Promise<string> {
  const code = await requestCode(account.token, 'password', account.tel)
  const r = await call(env.app, '/api/user/updatePassword', { code, first_password: password, second_password: password }, { token: account.token })
  assert.equal(r.body.status, 1, r.body.msg)
  const login = await passwordLogin(account.tel, password)
  assert.equal(login.body.status, 1, login.body.msg)
  return login.body.result.token
}

describe('every call needs login', () => {
  test('without a token: HTTP 401, status -1', async () => {
    const valid: Record<string, object> = {
      handleCode: { purpose: 'password' },
      bindTel: { tel: freshTel(), code: '123456' },
      changeTel: { tel: freshTel(), code: '123456' },
      updatePassword: { code: '123456', first_password: 'abcdefgh1', second_password: 'abcdefgh1' },
      cancel_user: {},
      bindMtAccount: { mt_phone: '13912345678' },
      bindUserWithCID: { device_id: 'cid-1' },
      bindPid: { parent_id: 1, source: 0 },
    }
    for (const [path, body] of Object.entries(valid)) {
      const r = await call(env.app, `/api/user/${path}`, body)
      assert.deepEqual([r.statusCode, r.body], [401, { status: -1, code: 'loginFirst', msg: '请先登录', result: null }], path)
    }
  })
})

describe('handleCode', () => {
  test('bad input gets a clear message and sends nothing', async () => {
    const a = await codeLoginNew(env)
    const ask = (body: object) => call(env.app, '/api/user/handleCode', body, { token: a.token, ip: randomIp() })
    assert.equal((await ask({})).body.msg, '请填写验证码用途')
    assert.equal((await ask({ purpose: 'login' })).body.msg, '验证码用途不正确')
    assert.equal((await ask({ purpose: 'change_tel' })).body.msg, '请填写手机号')
    assert.equal((await ask({ purpose: 'bind_tel' })).body.msg, '请填写手机号')
    assert.equal((await ask({ purpose: 'change_tel', tel: '1234' })).body.msg, '请输入正确的手机号')
    assert.equal((await call(env.app, '/api/user/handleCode', {}, { token: a.token, lang: 'en' })).body.msg, 'Code purpose is required')
  })

  test('change_tel: the code goes to the new number; the current number is refused', async () => {
    const a = await codeLoginNew(env)
    const tel = freshTel()
    await requestCode(a.token, 'change_tel', tel, tel)
    const same = await call(env.app, '/api/user/handleCode', { purpose: 'change_tel', tel: a.tel }, { token: a.token, ip: randomIp() })
    assert.deepEqual(same.body, { status: 0, code: 'telSameAsCurrent', msg: '新手机号不能与当前手机号相同', result: null })
  })

  test('bind_tel: refused when the account has a phone; sent to the number for a WeChat-only account', async () => {
    const a = await codeLoginNew(env)
    const tel = freshTel()
    const r = await call(env.app, '/api/user/handleCode', { purpose: 'bind_tel', tel }, { token: a.token, ip: randomIp() })
    assert.deepEqual(r.body, { status: 0, code: 'telAlreadyBound', msg: '账号已绑定手机号', result: null })
    assert.equal(await outboxCount(tel), 0)
    const w = await wechatOnly()
    await requestCode(w.token, 'bind_tel', tel, tel)
  })

  test('password, cash_password, cancel: sent to the own phone, tel ignored; refused without a phone', async () => {
    const a = await codeLoginNew(env)
    const other = freshTel()
    for (const purpose of ['password', 'cash_password', 'cancel']) await requestCode(a.token, purpose, a.tel, other)
    assert.equal(await outboxCount(other), 0)
    const w = await wechatOnly()
    for (const purpose of ['password', 'cash_password', 'cancel']) {
      const r = await call(env.app, '/api/user/handleCode', { purpose }, { token: w.token, ip: randomIp() })
      assert.deepEqual(r.body, { status: 0, code: 'bindTelFirst', msg: '请先绑定手机号', result: null })
    }
  })

  test('the send limits apply', async () => {
    const a = await codeLoginNew(env)
    await requestCode(a.token, 'password', a.tel)
    const again = await call(env.app, '/api/user/handleCode', { purpose: 'cancel' }, { token: a.token, ip: randomIp() })
    assert.deepEqual(again.body, { status: 0, code: 'smsTooFrequent', msg: '验证码发送过于频繁，请1分钟后再试', result: null })
    assert.equal(await outboxCount(a.tel), 2, 'the login code and the password code only')
  })
})

describe('bindTel', () => {
  test('binds a phone to a WeChat-only account; the number then logs into that account', async () => {
    const w = await wechatOnly()
    const tel = freshTel()
    const code = await requestCode(w.token, 'bind_tel', tel, tel)
    const r = await call<UserInfo>(env.app, '/api/user/bindTel', { tel, code }, { token: w.token })
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(r.body.result.id, w.id)
    assert.equal(r.body.result.tel, tel)
    assert.equal((await call(env.app, '/api/user/info', {}, { token: w.token })).body.status, 1, 'the session goes on')
    await backdateCodes(tel)
    const login = await call<Profile>(env.app, '/api/login/codeLogin', { tel, code: await sendLoginCode(env, tel) })
    assert.equal(login.body.result.user_id, w.id)
    assert.equal(login.body.result.is_new, false)
  })

  test('bad input, wrong code, a code of another purpose, a used code', async () => {
    const w = await wechatOnly()
    const tel = freshTel()
    const bind = (body: object) => call(env.app, '/api/user/bindTel', body, { token: w.token })
    assert.equal((await bind({ code: '123456' })).body.msg, '请填写手机号')
    assert.equal((await bind({ tel, code: '12345' })).body.msg, '验证码不正确')
    const code = await requestCode(w.token, 'bind_tel', tel, tel)
    assert.equal((await bind({ tel, code: code === '000000' ? '000001' : '000000' })).body.msg, '验证码错误或已失效')
    assert.equal((await bind({ tel: freshTel(), code })).body.msg, '验证码错误或已失效', 'bound to the number')
    // A change_tel code of the same number is no bind_tel code.
    const a = await codeLoginNew(env)
    const changeCode = await requestCode(a.token, 'change_tel', tel, tel)
    assert.equal((await bind({ tel, code: changeCode })).body.msg, '验证码错误或已失效')
    assert.equal((await bind({ tel, code })).body.status, 1)
    assert.deepEqual((await bind({ tel, code })).body, { status: 0, code: 'telAlreadyBound', msg: '账号已绑定手机号', result: null })
  })

  test('an account that has a phone is refused', async () => {
    const a = await codeLoginNew(env)
    const r = await call(env.app, '/api/user/bindTel', { tel: freshTel(), code: '123456' }, { token: a.token })
    assert.deepEqual(r.body, { status: 0, code: 'telAlreadyBound', msg: '账号已绑定手机号', result: null })
  })

  test('a number of another account: "taken" only after the code proved ownership', async () => {
    const owner = await codeLoginNew(env)
    const w = await wechatOnly()
    const code = await requestCode(w.token, 'bind_tel', owner.tel, owner.tel)
    const wrong = await call(env.app, '/api/user/bindTel', { tel: owner.tel, code: code === '000000' ? '000001' : '000000' }, { token: w.token })
    assert.equal(wrong.body.msg, '验证码错误或已失效')
    const taken = await call(env.app, '/api/user/bindTel', { tel: owner.tel, code }, { token: w.token })
    assert.deepEqual([taken.statusCode, taken.body], [200, { status: 0, code: 'telTaken', msg: '该手机号已绑定其他账号', result: null }])
    assert.equal((await userRow(w.id)).tel, null)
  })

  test(`two accounts grabbing one number in parallel: one wins, the other is told it is taken${on}`, async () => {
    for (let round = 0; round < 3; round++) {
      const tel = freshTel()
      const w = await wechatOnly()
      const a = await codeLoginNew(env)
      const bindCode = await requestCode(w.token, 'bind_tel', tel, tel)
      const changeCode = await requestCode(a.token, 'change_tel', tel, tel)
      const [bound, changed] = await Promise.all([
        call(env.app, '/api/user/bindTel', { tel, code: bindCode }, { token: w.token }),
        call(env.app, '/api/user/changeTel', { tel, code: changeCode }, { token: a.token }),
      ])
      assert.deepEqual([bound.statusCode, changed.statusCode], [200, 200])
      const statuses = [bound.body.status, changed.body.status].sort()
      assert.deepEqual(statuses, [0, 1])
      const loser = bound.body.status === 0 ? bound : changed
      assert.equal(loser.body.msg, '该手机号已绑定其他账号')
      const holders = await db().select({ id: users.id }).from(users).where(eq(users.tel, tel))
      assert.deepEqual(holders.map((h) => h.id), [bound.body.status === 1 ? w.id : a.user_id])
    }
  })

  test(`bindTel racing a code login of the same number: never two accounts, never a 500${on}`, async () => {
    const tel = freshTel()
    const w = await wechatOnly()
    const bindCode = await requestCode(w.token, 'bind_tel', tel, tel)
    await backdateCodes(tel)
    const loginCode = await sendLoginCode(env, tel)
    const [bound, login] = await Promise.all([
      call(env.app, '/api/user/bindTel', { tel, code: bindCode }, { token: w.token }),
      call<Profile>(env.app, '/api/login/codeLogin', { tel, code: loginCode }),
    ])
    assert.deepEqual([bound.statusCode, login.statusCode], [200, 200])
    assert.equal(login.body.status, 1)
    const holders = await db().select({ id: users.id }).from(users).where(eq(users.tel, tel))
    assert.equal(holders.length, 1)
    if (bound.body.status === 1) assert.equal(login.body.result.user_id, w.id)
    else assert.equal(bound.body.msg, '该手机号已绑定其他账号')
  })
})

describe('changeTel', () => {
  test('moves the account to the new number; every token revoked; the old number is a new account by SMS only', async () => {
    const a = await codeLoginNew(env)
    const token = await setPassword(a, 'old-number-pass1')
    const second = await issueToken(db(), a.user_id!, env.config.tokenTtlDays, env.app.clock.now())
    const tel = freshTel()
    const code = await requestCode(token, 'change_tel', tel, tel)
    const r = await call(env.app, '/api/user/changeTel', { tel, code }, { token })
    assert.deepEqual(r.body, { status: 1, msg: '手机号已更换，请重新登录', result: null })
    await assertLoggedOut(token)
    await assertLoggedOut(second)
    // The password stays with the account, now under the new number.
    const byNew = await passwordLogin(tel, 'old-number-pass1')
    assert.equal(byNew.body.status, 1, byNew.body.msg)
    assert.equal(byNew.body.result.user_id, a.user_id)
    assert.equal((await passwordLogin(a.tel, 'old-number-pass1')).body.msg, '手机号或密码错误')
    await backdateCodes(a.tel)
    const fresh = await call<Profile>(env.app, '/api/login/codeLogin', { tel: a.tel, code: await sendLoginCode(env, a.tel) })
    assert.equal(fresh.body.status, 1)
    assert.equal(fresh.body.result.is_new, true)
    assert.notEqual(fresh.body.result.user_id, a.user_id)
  })

  test('bad input, the current number, wrong code, a code of another purpose', async () => {
    const a = await codeLoginNew(env)
    const change = (body: object) => call(env.app, '/api/user/changeTel', body, { token: a.token })
    assert.equal((await change({ tel: '2345', code: '123456' })).body.msg, '请输入正确的手机号')
    assert.equal((await change({ tel: freshTel() })).body.msg, '请填写验证码')
    assert.equal((await change({ tel: a.tel, code: '123456' })).body.msg, '新手机号不能与当前手机号相同')
    const tel = freshTel()
    const w = await wechatOnly()
    const bindCode = await requestCode(w.token, 'bind_tel', tel, tel)
    assert.equal((await change({ tel, code: bindCode })).body.msg, '验证码错误或已失效')
    const code = await requestCode(a.token, 'change_tel', tel, tel)
    assert.equal((await change({ tel, code: code === '999999' ? '999998' : '999999' })).body.msg, '验证码错误或已失效')
    assert.equal((await call(env.app, '/api/user/info', {}, { token: a.token })).body.status, 1, 'a refusal keeps the session')
    assert.equal((await userRow(a.user_id!)).tel, a.tel)
  })

  test('a number of another account is refused after the right code; the session goes on', async () => {
    const a = await codeLoginNew(env)
    const owner = await codeLoginNew(env)
    const code = await requestCode(a.token, 'change_tel', owner.tel, owner.tel)
    const r = await call(env.app, '/api/user/changeTel', { tel: owner.tel, code }, { token: a.token })
    assert.deepEqual([r.statusCode, r.body], [200, { status: 0, code: 'telTaken', msg: '该手机号已绑定其他账号', result: null }])
    assert.equal((await call(env.app, '/api/user/info', {}, { token: a.token })).body.status, 1)
  })
})

describe('updatePassword', () => {
  test('sets the password; every token revoked; password login works with it', async () => {
    const a = await codeLoginNew(env)
    const second = await issueToken(db(), a.user_id!, env.config.tokenTtlDays, env.app.clock.now())
    const code = await requestCode(a.token, 'password', a.tel)
    const r = await call(env.app, '/api/user/updatePassword', { code, first_password: '我的新密码pass', second_password: '我的新密码pass' }, { token: a.token })
    assert.deepEqual(r.body, { status: 1, msg: '密码已修改，请重新登录', result: null })
    await assertLoggedOut(a.token)
    await assertLoggedOut(second)
    const login = await passwordLogin(a.tel, '我的新密码pass')
    assert.equal(login.body.status, 1, login.body.msg)
    assert.equal(login.body.result.user_id, a.user_id)
    const info = await call<UserInfo>(env.app, '/api/user/info', {}, { token: login.body.result.token })
    assert.equal(info.body.result.has_password, true)
    // Changing it again: the old password stops working.
    await setPassword({ token: login.body.result.token, tel: a.tel }, 'another-pass-2')
    assert.equal((await passwordLogin(a.tel, '我的新密码pass')).body.msg, '手机号或密码错误')
  })

  test('bad input and refusals keep the session and the password', async () => {
    const a = await codeLoginNew(env)
    const update = (body: object) => call(env.app, '/api/user/updatePassword', body, { token: a.token })
    assert.equal((await update({ first_password: 'abcdefgh1', second_password: 'abcdefgh1' })).body.msg, '请填写验证码')
    assert.equal((await update({ code: '123456', first_password: 'short', second_password: 'short' })).body.msg, '新密码至少8个字符')
    assert.equal((await update({ code: '123456', first_password: 'x'.repeat(65), second_password: 'x'.repeat(65) })).body.msg, '新密码不能超过64个字符')
    assert.equal((await update({ code: '123456', first_password: 'abcdefgh1' })).body.msg, '请填写确认密码')
    const code = await requestCode(a.token, 'password', a.tel)
    assert.equal((await update({ code, first_password: 'abcdefgh1', second_password: 'abcdefgh2' })).body.msg, '两次输入的密码不一致')
    assert.equal((await update({ code: code === '000000' ? '000001' : '000000', first_password: 'abcdefgh1', second_password: 'abcdefgh1' })).body.msg, '验证码错误或已失效')
    const cancelCode = await requestCode(a.token, 'cancel', a.tel)
    assert.equal((await update({ code: cancelCode, first_password: 'abcdefgh1', second_password: 'abcdefgh1' })).body.msg, '验证码错误或已失效')
    assert.equal((await userRow(a.user_id!)).passwordHash, null)
    assert.equal((await call(env.app, '/api/user/info', {}, { token: a.token })).body.status, 1)
  })

  test('an account without a phone is asked to bind one', async () => {
    const w = await wechatOnly()
    const r = await call(env.app, '/api/user/updatePassword', { code: '123456', first_password: 'abcdefgh1', second_password: 'abcdefgh1' }, { token: w.token })
    assert.deepEqual(r.body, { status: 0, code: 'bindTelFirst', msg: '请先绑定手机号', result: null })
  })
})

describe('cancel_user', () => {
  test('anonymises the account, revokes every token; the number registers a fresh account', async () => {
    const a = await codeLoginNew(env)
    const token = await setPassword(a, 'cancel-me-pass1')
    const second = await issueToken(db(), a.user_id!, env.config.tokenTtlDays, env.app.clock.now())
    await call(env.app, '/api/user/bindMtAccount', { mt_phone: '13912345678' }, { token })
    await call(env.app, '/api/user/bindUserWithCID', { device_id: `cid-${a.user_id}` }, { token })
    await call(env.app, '/api/user/updateNicknameAndAvatar', { nickname: '要走的人', avatar: '/uploads/me.png' }, { token })
    await db().update(users).set({ openid: `o-${a.user_id}`, unionid: `u-${a.user_id}`, miniOpenid: `m-${a.user_id}` }).where(eq(users.id, a.user_id!))
    await db().insert(cashOuts).values({ userId: a.user_id!, amountFen: 500, status: 'paid' })

    const code = await requestCode(token, 'cancel', a.tel)
    const r = await call(env.app, '/api/user/cancel_user', { code }, { token })
    assert.deepEqual(r.body, { status: 1, msg: '账号已注销', result: null })
    await assertLoggedOut(token)
    await assertLoggedOut(second)
    const row = await userRow(a.user_id!)
    assert.ok(row.cancelledAt)
    assert.deepEqual(
      [row.tel, row.passwordHash, row.openid, row.unionid, row.miniOpenid, row.mtPhone, row.deviceId, row.nickname, row.avatar],
      [null, null, null, null, null, null, null, '已注销用户', ''],
    )
    const ledger = await db().select().from(cashOuts).where(eq(cashOuts.userId, a.user_id!))
    assert.equal(ledger.length, 1, 'financial records are kept')

    assert.equal((await passwordLogin(a.tel, 'cancel-me-pass1')).body.msg, '手机号或密码错误')
    await backdateCodes(a.tel)
    const fresh = await call<Profile>(env.app, '/api/login/codeLogin', { tel: a.tel, code: await sendLoginCode(env, a.tel) })
    assert.equal(fresh.body.status, 1, fresh.body.msg)
    assert.equal(fresh.body.result.is_new, true)
    assert.notEqual(fresh.body.result.user_id, a.user_id)
    await assertLoggedOut(token)
    assert.ok((await userRow(a.user_id!)).cancelledAt, 'the cancelled account never comes back')
  })

  test('a phone account needs its cancel code; wrong or other-purpose codes are refused', async () => {
    const a = await codeLoginNew(env)
    const cancel = (body: object) => call(env.app, '/api/user/cancel_user', body, { token: a.token })
    assert.deepEqual((await cancel({})).body, { status: 0, code: 'cancelCodeRequired', msg: '请输入验证码', result: null })
    assert.equal((await cancel({ code: 'abc' })).body.msg, '验证码不正确')
    const passwordCode = await requestCode(a.token, 'password', a.tel)
    assert.equal((await cancel({ code: passwordCode })).body.msg, '验证码错误或已失效')
    const code = await requestCode(a.token, 'cancel', a.tel)
    assert.equal((await cancel({ code: code === '000000' ? '000001' : '000000' })).body.msg, '验证码错误或已失效')
    assert.equal((await userRow(a.user_id!)).cancelledAt, null)
    assert.equal((await cancel({ code })).body.status, 1)
  })

  test('refused while a cash-out is pending (the code stays usable)', async () => {
    const a = await codeLoginNew(env)
    const [pending] = await db().insert(cashOuts).values({ userId: a.user_id!, amountFen: 1000 }).returning({ id: cashOuts.id })
    const code = await requestCode(a.token, 'cancel', a.tel)
    const refused = await call(env.app, '/api/user/cancel_user', { code }, { token: a.token })
    assert.deepEqual(refused.body, { status: 0, code: 'cancelCashOutPending', msg: '您有提现正在处理中，暂不能注销', result: null })
    assert.equal((await call(env.app, '/api/user/info', {}, { token: a.token })).body.status, 1)
    await db().update(cashOuts).set({ status: 'refused', decidedAt: sql`now()` }).where(eq(cashOuts.id, pending.id))
    assert.equal((await call(env.app, '/api/user/cancel_user', { code }, { token: a.token })).body.status, 1)
  })

  test('a WeChat-only account cancels without a code', async () => {
    const w = await wechatOnly()
    const r = await call(env.app, '/api/user/cancel_user', {}, { token: w.token })
    assert.deepEqual(r.body, { status: 1, msg: '账号已注销', result: null })
    const row = await userRow(w.id)
    assert.equal(row.openid, null)
    await assertLoggedOut(w.token)
  })

  test(`parallel cancels with one code: one cancellation, no error${on}`, async () => {
    const a = await codeLoginNew(env)
    const code = await requestCode(a.token, 'cancel', a.tel)
    const results = await Promise.all(Array.from({ length: 6 }, () => call(env.app, '/api/user/cancel_user', { code }, { token: a.token })))
    assert.equal(results.filter((r) => r.body.status === 1).length, 1)
    for (const r of results.filter((x) => x.body.status !== 1)) {
      // Either refused after the winner committed, or logged out before reaching the call.
      assert.ok((r.statusCode === 200 && r.body.msg === '该账号已注销') || (r.statusCode === 401 && r.body.status === -1), JSON.stringify(r.body))
    }
  })

  test(`cancel racing bindPid: both whole, never half-applied${on}`, async () => {
    for (let round = 0; round < 3; round++) {
      const parent = await codeLoginNew(env)
      const a = await codeLoginNew(env)
      const code = await requestCode(a.token, 'cancel', a.tel)
      const [cancelled, bound] = await Promise.all([
        call(env.app, '/api/user/cancel_user', { code }, { token: a.token }),
        call(env.app, '/api/user/bindPid', { parent_id: parent.user_id, source: 1 }, { token: a.token }),
      ])
      assert.equal(cancelled.body.status, 1)
      assert.ok([200, 401].includes(bound.statusCode))
      const row = await userRow(a.user_id!)
      assert.ok(row.cancelledAt)
      // Each request reads the clock before it waits for the row lock, so the two stamps need not
      // follow the commit order; what matters is that each change is whole.
      if (bound.body.status === 1) {
        assert.equal(row.parentId, parent.user_id)
        assert.ok(row.parentBoundAt)
      } else {
        assert.equal(row.parentId, null)
        assert.equal(row.parentBoundAt, null)
      }
    }
  })
})

describe('bindMtAccount', () => {
  test('saves the number; info answers it (null when unbound)', async () => {
    const a = await codeLoginNew(env)
    assert.equal((await call<UserInfo>(env.app, '/api/user/info', {}, { token: a.token })).body.result.mt_phone, null)
    const r = await call(env.app, '/api/user/bindMtAccount', { mt_phone: '13912345678' }, { token: a.token })
    assert.deepEqual(r.body, { status: 1, msg: '保存成功', result: null })
    assert.equal((await call<UserInfo>(env.app, '/api/user/info', {}, { token: a.token })).body.result.mt_phone, '13912345678')
    await call(env.app, '/api/user/bindMtAccount', { mt_phone: '18600001111' }, { token: a.token })
    assert.equal((await call<UserInfo>(env.app, '/api/user/info', {}, { token: a.token })).body.result.mt_phone, '18600001111')
  })

  test('a number that is not a mobile number is refused', async () => {
    const a = await codeLoginNew(env)
    const bind = (body: object) => call(env.app, '/api/user/bindMtAccount', body, { token: a.token })
    assert.equal((await bind({})).body.msg, '请填写外卖账号手机号')
    assert.equal((await bind({ mt_phone: '1391234567' })).body.msg, '外卖账号手机号不正确')
    assert.equal((await bind({ mt_phone: 13912345678 })).body.msg, '外卖账号手机号格式不正确')
    assert.equal((await call<UserInfo>(env.app, '/api/user/info', {}, { token: a.token })).body.result.mt_phone, null)
  })
})

describe('bindUserWithCID', () => {
  test('binds the device; it moves from another account', async () => {
    const a = await codeLoginNew(env)
    const b = await codeLoginNew(env)
    const device = `getui:${crypto.randomBytes(8).toString('hex')}`
    const r = await call(env.app, '/api/user/bindUserWithCID', { device_id: device }, { token: a.token })
    assert.deepEqual(r.body, { status: 1, msg: '成功', result: null })
    assert.equal((await userRow(a.user_id!)).deviceId, device)
    assert.equal((await call(env.app, '/api/user/bindUserWithCID', { device_id: device }, { token: b.token })).body.status, 1)
    assert.equal((await userRow(a.user_id!)).deviceId, null)
    assert.equal((await userRow(b.user_id!)).deviceId, device)
    assert.equal((await call(env.app, '/api/user/bindUserWithCID', { device_id: device }, { token: b.token })).body.status, 1, 'again: no change')
  })

  test('bad device ids are refused', async () => {
    const a = await codeLoginNew(env)
    const bind = (body: object) => call(env.app, '/api/user/bindUserWithCID', body, { token: a.token })
    assert.equal((await bind({})).body.msg, '请填写设备标识')
    assert.equal((await bind({ device_id: '' })).body.msg, '设备标识不能为空')
    assert.equal((await bind({ device_id: 'x'.repeat(65) })).body.msg, '设备标识不能超过64个字符')
    assert.equal((await bind({ device_id: 'has space' })).body.msg, '设备标识不正确')
    assert.equal((await bind({ device_id: '设备' })).body.msg, '设备标识不正确')
    assert.equal((await userRow(a.user_id!)).deviceId, null)
  })

  test(`one device bound by many accounts in parallel: every call answers, one owner${on}`, async () => {
    const accounts = []
    for (let i = 0; i < 6; i++) accounts.push(await codeLoginNew(env))
    const device = `cid-${crypto.randomBytes(8).toString('hex')}`
    const results = await Promise.all(accounts.map((a) => call(env.app, '/api/user/bindUserWithCID', { device_id: device }, { token: a.token })))
    for (const r of results) assert.deepEqual([r.statusCode, r.body.status], [200, 1])
    const owners = await db().select({ id: users.id }).from(users).where(eq(users.deviceId, device))
    assert.equal(owners.length, 1)
  })
})

describe('bindPid', () => {
  test('binds the referrer once (number or digit string); the same one again is fine, another is refused', async () => {
    const parent = await codeLoginNew(env)
    const a = await codeLoginNew(env)
    const r = await call(env.app, '/api/user/bindPid', { parent_id: String(parent.user_id), source: 3 }, { token: a.token })
    assert.deepEqual(r.body, { status: 1, msg: '绑定成功', result: null })
    const row = await userRow(a.user_id!)
    assert.deepEqual([row.parentId, row.parentSource], [parent.user_id, 3])
    assert.ok(row.parentBoundAt)
    assert.equal((await call<UserInfo>(env.app, '/api/user/info', {}, { token: a.token })).body.result.parent_id, parent.user_id)
    const again = await call(env.app, '/api/user/bindPid', { parent_id: parent.user_id, source: 5 }, { token: a.token })
    assert.equal(again.body.status, 1)
    assert.equal((await userRow(a.user_id!)).parentSource, 3, 'unchanged')
    const other = await codeLoginNew(env)
    const refused = await call(env.app, '/api/user/bindPid', { parent_id: other.user_id, source: 0 }, { token: a.token })
    assert.deepEqual(refused.body, { status: 0, code: 'parentAlreadyBound', msg: '已绑定邀请人', result: null })
  })

  test('never oneself, never a cycle', async () => {
    const a = await codeLoginNew(env)
    const b = await codeLoginNew(env)
    const c = await codeLoginNew(env)
    assert.equal((await call(env.app, '/api/user/bindPid', { parent_id: a.user_id, source: 0 }, { token: a.token })).body.msg, '不能绑定自己为邀请人')
    // c invited b, b invited a: a chain a -> b -> c.
    assert.equal((await call(env.app, '/api/user/bindPid', { parent_id: c.user_id, source: 0 }, { token: b.token })).body.status, 1)
    assert.equal((await call(env.app, '/api/user/bindPid', { parent_id: b.user_id, source: 0 }, { token: a.token })).body.status, 1)
    for (const descendant of [a, b]) {
      const r = await call(env.app, '/api/user/bindPid', { parent_id: descendant.user_id, source: 0 }, { token: c.token })
      assert.deepEqual(r.body, { status: 0, code: 'parentCycle', msg: '不能绑定自己邀请的用户', result: null })
    }
    assert.equal((await userRow(c.user_id!)).parentId, null)
  })

  test('the referrer must be an active account', async () => {
    const a = await codeLoginNew(env)
    const bind = (parent_id: unknown) => call(env.app, '/api/user/bindPid', { parent_id, source: 0 }, { token: a.token })
    assert.equal((await bind(2147483647)).body.msg, '邀请人不存在')
    assert.equal((await bind('9999999999')).body.msg, '邀请人不存在')
    assert.equal((await bind('0')).body.msg, '邀请人不存在')
    const gone = await wechatOnly()
    assert.equal((await call(env.app, '/api/user/cancel_user', {}, { token: gone.token })).body.status, 1)
    assert.equal((await bind(gone.id)).body.msg, '邀请人不存在')
    assert.equal((await userRow(a.user_id!)).parentId, null)
  })

  test('only within 7 days of registration', async () => {
    const parent = await codeLoginNew(env)
    const a = await codeLoginNew(env)
    await db().update(users).set({ createdAt: sql`now() - interval '7 days 1 minute'` }).where(eq(users.id, a.user_id!))
    const r = await call(env.app, '/api/user/bindPid', { parent_id: parent.user_id, source: 0 }, { token: a.token })
    assert.deepEqual(r.body, { status: 0, code: 'parentTooLate', msg: '注册超过7天，无法绑定邀请人', result: null })
    await db().update(users).set({ createdAt: sql`now() - interval '6 days 23 hours'` }).where(eq(users.id, a.user_id!))
    assert.equal((await call(env.app, '/api/user/bindPid', { parent_id: parent.user_id, source: 0 }, { token: a.token })).body.status, 1)
  })

  test('bad input', async () => {
    const a = await codeLoginNew(env)
    const bind = (body: object) => call(env.app, '/api/user/bindPid', body, { token: a.token })
    assert.equal((await bind({ source: 0 })).body.msg, '请填写邀请人ID')
    assert.equal((await bind({ parent_id: 1 })).body.msg, '请填写邀请来源')
    assert.equal((await bind({ parent_id: 0, source: 0 })).body.msg, '邀请人ID不能小于1')
    assert.equal((await bind({ parent_id: 1.5, source: 0 })).body.msg, '邀请人ID格式不正确')
    assert.equal((await bind({ parent_id: '12a', source: 0 })).body.msg, '邀请人ID格式不正确')
    assert.equal((await bind({ parent_id: '12345678901', source: 0 })).body.msg, '邀请人ID格式不正确')
    assert.equal((await bind({ parent_id: true, source: 0 })).body.msg, '邀请人ID格式不正确')
    assert.equal((await bind({ parent_id: 1, source: 10 })).body.msg, '邀请来源不能大于9')
    assert.equal((await bind({ parent_id: 1, source: '1' })).body.msg, '邀请来源格式不正确')
    assert.equal((await bind({ parent_id: 1, source: -1 })).body.msg, '邀请来源不能小于0')
    assert.equal((await userRow(a.user_id!)).parentId, null)
  })

  test(`two users binding each other in parallel: one bind, no cycle${on}`, async () => {
    for (let round = 0; round < 3; round++) {
      const a = await codeLoginNew(env)
      const b = await codeLoginNew(env)
      const [ab, ba] = await Promise.all([
        call(env.app, '/api/user/bindPid', { parent_id: b.user_id, source: 0 }, { token: a.token }),
        call(env.app, '/api/user/bindPid', { parent_id: a.user_id, source: 0 }, { token: b.token }),
      ])
      assert.deepEqual([ab.body.status, ba.body.status].sort(), [0, 1])
      assert.equal((ab.body.status === 0 ? ab : ba).body.msg, '不能绑定自己邀请的用户')
      const rows = [await userRow(a.user_id!), await userRow(b.user_id!)]
      assert.equal(rows.filter((r) => r.parentId !== null).length, 1)
    }
  })
})

describe('logout', () => {
  test('revokes the token of the request only', async () => {
    const a = await codeLoginNew(env)
    const other = await issueToken(db(), a.user_id!, env.config.tokenTtlDays, env.app.clock.now())
    const r = await call(env.app, '/api/user/logout', {}, { token: a.token })
    assert.deepEqual(r.body, { status: 1, msg: '已退出登录', result: null })
    await assertLoggedOut(a.token)
    assert.equal((await call(env.app, '/api/user/info', {}, { token: other })).body.status, 1)
    // logging out again (a dead token, or none) is answered as done, not with a 401
    assert.deepEqual((await call(env.app, '/api/user/logout', {}, { token: a.token })).body, { status: 1, msg: '已退出登录', result: null })
    assert.equal((await call(env.app, '/api/user/logout', {})).body.status, 1)
    assert.equal((await call(env.app, '/api/user/logout', {}, { token: other, lang: 'en' })).body.msg, 'Logged out')
  })
})
