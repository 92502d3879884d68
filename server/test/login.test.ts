import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, count, eq, sql } from 'drizzle-orm'
import type { Profile, UserInfo } from '@api-types/user'
import { captchas, loginFailures, smsCodes, smsOutbox, tokens, users } from '../src/db/schema'
import { captcha, captureStdout, codeLoginNew, freshTel, lastSms, randomIp, sendLoginCode } from './accounts'
import { call, setup, TEST_DATABASE_URL, type TestEnv } from './helpers'

// Login calls and the security rules of docs/rules.md "Accounts and login".

let env: TestEnv
before(async () => { env = await setup() })
after(async () => { await env.close() })

const outboxCount = async (tel: string) =>
  (await env.database.db.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.tel, tel)))[0].n

async function setPassword(tel: string, password: string): Promise<void> {
  // Earlier codes of the number are made older than the 1-a-minute limit.
  await env.database.db.update(smsCodes).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(smsCodes.tel, tel))
  const { value: r } = await captureStdout(() => call(env.app, '/api/login/passwordCode', { tel }, { ip: randomIp() }))
  assert.equal(r.body.status, 1, r.body.msg)
  const sms = await lastSms(env, tel)
  assert.equal(sms?.purpose, 'reset_password')
  const reset = await call(env.app, '/api/login/forgetPassword', { tel, code: sms!.code, first_password: password, second_password: password })
  assert.equal(reset.body.status, 1, reset.body.msg)
}

describe('imageCode', () => {
  test('answers a key and an SVG data URL; the dev provider prints the answer', async () => {
    const c = await captcha(env)
    assert.match(c.key, /^[A-Za-z0-9_-]{16,}$/)
    assert.match(c.image, /^data:image\/svg\+xml;base64,/)
    assert.match(Buffer.from(c.image.split(',')[1], 'base64').toString(), /^<svg/)
    assert.match(c.text, /^\S{4}$/)
    const [row] = await env.database.db.select().from(captchas).where(eq(captchas.key, c.key))
    assert.notEqual(row.answerHash, c.text, 'only a hash is stored')
  })

  test('single use: a right answer works once (case-insensitive), then the key is gone', async () => {
    const tel = freshTel()
    const c = await captcha(env)
    const first = await captureStdout(() => call(env.app, '/api/login/getLoginCode', { tel, image_code: c.text.toUpperCase(), image_key: c.key }, { ip: randomIp() }))
    assert.equal(first.value.body.status, 1, first.value.body.msg)
    assert.equal(first.value.body.msg, '验证码已发送')
    assert.match(first.out, new RegExp(`^\\[sms\\] tel=${tel} purpose=login code=\\d{6}$`, 'm'))
    const tel2 = freshTel()
    const again = await call(env.app, '/api/login/getLoginCode', { tel: tel2, image_code: c.text, image_key: c.key }, { ip: randomIp() })
    assert.deepEqual(again.body, { status: 0, code: 'imageCodeWrong', msg: '图形验证码错误或已过期，请重新输入', result: null })
    assert.equal(await outboxCount(tel2), 0)
  })

  test('a wrong picture code sends nothing and uses the captcha up', async () => {
    const tel = freshTel()
    const c = await captcha(env)
    const wrong = await call(env.app, '/api/login/getNewsLoginCode', { tel, image_code: `${c.text}x`, image_key: c.key }, { ip: randomIp() })
    assert.equal(wrong.body.status, 0)
    assert.equal(wrong.body.msg, '图形验证码错误或已过期，请重新输入')
    const right = await call(env.app, '/api/login/getNewsLoginCode', { tel, image_code: c.text, image_key: c.key }, { ip: randomIp() })
    assert.equal(right.body.status, 0)
    const unknownKey = await call(env.app, '/api/login/getNewsLoginCode', { tel, image_code: 'abcd', image_key: 'no-such-key-0000' }, { ip: randomIp() })
    assert.equal(unknownKey.body.status, 0)
    const missing = await call(env.app, '/api/login/getNewsLoginCode', { tel, image_key: c.key })
    assert.equal(missing.body.msg, '请填写图形验证码')
    assert.equal(await outboxCount(tel), 0)
    const codes = await env.database.db.select({ n: count() }).from(smsCodes).where(eq(smsCodes.tel, tel))
    assert.equal(codes[0].n, 0)
  })

  test('an expired captcha is refused', async () => {
    const tel = freshTel()
    const c = await captcha(env)
    await env.database.db.update(captchas).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(captchas.key, c.key))
    const r = await call(env.app, '/api/login/getLoginCode', { tel, image_code: c.text, image_key: c.key }, { ip: randomIp() })
    assert.equal(r.body.status, 0)
    assert.equal(await outboxCount(tel), 0)
  })

  test('messages in English on request', async () => {
    const r = await call(env.app, '/api/login/getLoginCode', { tel: freshTel(), image_code: 'abcd', image_key: 'no-such-key-0000' }, { lang: 'en-US' })
    assert.equal(r.body.msg, 'The picture code is wrong or has expired')
  })
})

describe('SMS send limits', () => {
  test('a second code within a minute is refused; nothing is sent', async () => {
    const tel = freshTel()
    await sendLoginCode(env, tel)
    const c = await captcha(env)
    const r = await call(env.app, '/api/login/getLoginCode', { tel, image_code: c.text, image_key: c.key }, { ip: randomIp() })
    assert.deepEqual(r.body, { status: 0, code: 'smsTooFrequent', msg: '验证码发送过于频繁，请1分钟后再试', result: null })
    assert.equal(await outboxCount(tel), 1)
    // passwordCode shares the per-phone limits.
    const p = await call(env.app, '/api/login/passwordCode', { tel }, { ip: randomIp() })
    assert.equal(p.body.status, 0)
  })

  const backdate = async (tel: string, ip: string, minutesAgo: number[]) => {
    for (const m of minutesAgo) {
      await env.database.db.insert(smsCodes).values({
        tel, ip, purpose: 'login', codeHash: 'x'.repeat(64),
        expiresAt: sql`now() - interval '1 minute'`, createdAt: sql`now() - make_interval(mins => ${m})`,
      })
    }
  }

  test('5 an hour per phone', async () => {
    const tel = freshTel()
    await backdate(tel, randomIp(), [2, 10, 20, 30, 50])
    const p = await call(env.app, '/api/login/passwordCode', { tel }, { ip: randomIp() })
    assert.deepEqual(p.body, { status: 0, code: 'smsLimit', msg: '验证码发送次数过多，请稍后再试', result: null })
    assert.equal(await outboxCount(tel), 0)
  })

  test('10 a day per phone', async () => {
    const tel = freshTel()
    await backdate(tel, randomIp(), [70, 100, 200, 300, 400, 500, 600, 700, 800, 900])
    const p = await call(env.app, '/api/login/passwordCode', { tel }, { ip: randomIp() })
    assert.equal(p.body.msg, '验证码发送次数过多，请稍后再试')
    const older = freshTel()
    await backdate(older, randomIp(), [1500, 1600, 1700, 1800, 1900, 2000, 2100, 2200, 2300, 2400])
    const ok = await captureStdout(() => call(env.app, '/api/login/passwordCode', { tel: older }, { ip: randomIp() }))
    assert.equal(ok.value.body.status, 1, 'sends older than a day do not count')
  })

  test('20 an hour per IP', async () => {
    const ip = randomIp()
    for (let i = 0; i < 20; i++) await backdate(freshTel(), ip, [5])
    const tel = freshTel()
    const refused = await call(env.app, '/api/login/passwordCode', { tel }, { ip })
    assert.equal(refused.body.msg, '验证码发送次数过多，请稍后再试')
    const other = await captureStdout(() => call(env.app, '/api/login/passwordCode', { tel }, { ip: randomIp() }))
    assert.equal(other.value.body.status, 1)
  })
})

describe('TRUST_PROXY', () => {
  test('behind a trusted proxy the per-IP limits count X-Forwarded-For', async () => {
    const proxied = await setup({ TRUST_PROXY: 'true' })
    try {
      for (let i = 0; i < 20; i++) {
        await proxied.database.db.insert(smsCodes).values({
          tel: freshTel(), ip: '203.0.113.7', purpose: 'login', codeHash: 'x'.repeat(64), expiresAt: sql`now()`,
        })
      }
      const refused = await call(proxied.app, '/api/login/passwordCode', { tel: freshTel() }, { headers: { 'x-forwarded-for': '203.0.113.7' } })
      assert.equal(refused.body.msg, '验证码发送次数过多，请稍后再试')
      const other = await captureStdout(() => call(proxied.app, '/api/login/passwordCode', { tel: freshTel() }, { headers: { 'x-forwarded-for': '203.0.113.8' } }))
      assert.equal(other.value.body.status, 1)
    } finally {
      await proxied.close()
    }
  })
})

describe('codeLogin', () => {
  test('creates the account on first use, then finds it; every login a new token', async () => {
    const tel = freshTel()
    const code = await sendLoginCode(env, tel)
    assert.match(code, /^\d{6}$/)
    const first = await call<Profile>(env.app, '/api/login/codeLogin', { tel, code })
    assert.equal(first.body.status, 1, first.body.msg)
    assert.equal(first.body.msg, '登录成功')
    const p = first.body.result
    assert.equal(p.is_new, true)
    assert.equal(p.tel, tel)
    assert.equal(p.login_type, 0)
    assert.equal(typeof p.user_id, 'number')
    assert.equal(p.nickname, `饭贝用户${tel.slice(-4)}`)
    assert.match(p.token, /^[A-Za-z0-9_-]{43}$/)
    const info = await call<UserInfo>(env.app, '/api/user/info', {}, { token: p.token })
    assert.equal(info.body.result.id, p.user_id)

    await env.database.db.update(smsCodes).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(smsCodes.tel, tel))
    const code2 = await sendLoginCode(env, tel)
    const second = await call<Profile>(env.app, '/api/login/codeLogin', { tel, code: code2 })
    assert.equal(second.body.result.is_new, false)
    assert.equal(second.body.result.user_id, p.user_id)
    assert.notEqual(second.body.result.token, p.token)
    const rows = await env.database.db.select({ n: count() }).from(users).where(eq(users.tel, tel))
    assert.equal(rows[0].n, 1)
  })

  test('a code is single use', async () => {
    const tel = freshTel()
    const code = await sendLoginCode(env, tel)
    assert.equal((await call(env.app, '/api/login/codeLogin', { tel, code })).body.status, 1)
    const again = await call(env.app, '/api/login/codeLogin', { tel, code })
    assert.deepEqual(again.body, { status: 0, code: 'codeWrong', msg: '验证码错误或已失效', result: null })
  })

  test('5 wrong tries burn the code', async () => {
    const tel = freshTel()
    const code = await sendLoginCode(env, tel)
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < 5; i++) {
      const r = await call(env.app, '/api/login/codeLogin', { tel, code: wrong })
      assert.equal(r.body.msg, '验证码错误或已失效')
    }
    const right = await call(env.app, '/api/login/codeLogin', { tel, code })
    assert.equal(right.body.status, 0)
    assert.equal(right.body.msg, '验证码错误或已失效')
  })

  test('4 wrong tries still leave the right code usable', async () => {
    const tel = freshTel()
    const code = await sendLoginCode(env, tel)
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < 4; i++) await call(env.app, '/api/login/codeLogin', { tel, code: wrong })
    assert.equal((await call(env.app, '/api/login/codeLogin', { tel, code })).body.status, 1)
  })

  test('an expired code is refused', async () => {
    const tel = freshTel()
    const code = await sendLoginCode(env, tel)
    await env.database.db.update(smsCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(smsCodes.tel, tel))
    const r = await call(env.app, '/api/login/codeLogin', { tel, code })
    assert.equal(r.body.msg, '验证码错误或已失效')
  })

  test('a code is bound to its phone number and purpose', async () => {
    const tel = freshTel()
    const code = await sendLoginCode(env, tel)
    assert.equal((await call(env.app, '/api/login/codeLogin', { tel: freshTel(), code })).body.status, 0)
    assert.equal((await call(env.app, '/api/login/forgetPassword', { tel, code, first_password: 'abcdefgh1', second_password: 'abcdefgh1' })).body.status, 0)
    const reset = freshTel()
    await captureStdout(() => call(env.app, '/api/login/passwordCode', { tel: reset }, { ip: randomIp() }))
    const resetCode = (await lastSms(env, reset))!.code
    assert.equal((await call(env.app, '/api/login/codeLogin', { tel: reset, code: resetCode })).body.status, 0)
  })

  test('bad input is refused before any check', async () => {
    assert.equal((await call(env.app, '/api/login/codeLogin', { tel: '12345', code: '123456' })).body.msg, '请输入正确的手机号')
    assert.equal((await call(env.app, '/api/login/codeLogin', { tel: freshTel(), code: '12ab56' })).body.msg, '验证码不正确')
  })

  test(`10 parallel logins with one code: exactly one succeeds${TEST_DATABASE_URL ? ' (PostgreSQL)' : ''}`, async () => {
    const tel = freshTel()
    const code = await sendLoginCode(env, tel)
    const results = await Promise.all(Array.from({ length: 10 }, () => call<Profile>(env.app, '/api/login/codeLogin', { tel, code })))
    assert.equal(results.filter((r) => r.body.status === 1).length, 1)
    assert.ok(results.every((r) => r.statusCode === 200))
    const rows = await env.database.db.select({ n: count() }).from(users).where(eq(users.tel, tel))
    assert.equal(rows[0].n, 1)
    const [user] = await env.database.db.select().from(users).where(eq(users.tel, tel))
    const issued = await env.database.db.select({ n: count() }).from(tokens).where(eq(tokens.userId, user.id))
    assert.equal(issued[0].n, 1)
  })
})

describe('passwordLogin and forgetPassword', () => {
  test('unknown number, account without password and wrong password: one same answer', async () => {
    const noPassword = await codeLoginNew(env)
    const withPassword = await codeLoginNew(env)
    await setPassword(withPassword.tel, 'right-password-1')
    const answers = [
      await call(env.app, '/api/login/passwordLogin', { tel: freshTel(), password: 'whatever-123' }, { ip: randomIp() }),
      await call(env.app, '/api/login/passwordLogin', { tel: noPassword.tel, password: 'whatever-123' }, { ip: randomIp() }),
      await call(env.app, '/api/login/passwordLogin', { tel: withPassword.tel, password: 'wrong-password-1' }, { ip: randomIp() }),
    ]
    for (const r of answers) assert.deepEqual([r.statusCode, r.body], [200, { status: 0, code: 'loginFailed', msg: '手机号或密码错误', result: null }])
    const en = await call(env.app, '/api/login/passwordLogin', { tel: freshTel(), password: 'whatever-123' }, { lang: 'en', ip: randomIp() })
    assert.equal(en.body.msg, 'Wrong mobile number or password')
  })

  test('reset the password, log in with it; old tokens are revoked', async () => {
    const account = await codeLoginNew(env)
    assert.equal((await call(env.app, '/api/user/info', {}, { token: account.token })).body.status, 1)
    await setPassword(account.tel, '新密码new-pass-8')
    const old = await call(env.app, '/api/user/info', {}, { token: account.token })
    assert.equal(old.statusCode, 401)
    assert.equal(old.body.status, -1)
    const login = await call<Profile>(env.app, '/api/login/passwordLogin', { tel: account.tel, password: '新密码new-pass-8' }, { ip: randomIp() })
    assert.equal(login.body.status, 1, login.body.msg)
    assert.equal(login.body.result.user_id, account.user_id)
    assert.equal(login.body.result.is_new, false)
    const info = await call<UserInfo>(env.app, '/api/user/info', {}, { token: login.body.result.token })
    assert.equal(info.body.result.has_password, true)
    const [row] = await env.database.db.select().from(users).where(eq(users.id, account.user_id!))
    assert.match(row.passwordHash!, /^scrypt\$/)
    assert.ok(!row.passwordHash!.includes('new-pass'))
  })

  test('forgetPassword checks the passwords before the code', async () => {
    const tel = freshTel()
    await captureStdout(() => call(env.app, '/api/login/passwordCode', { tel }, { ip: randomIp() }))
    const code = (await lastSms(env, tel))!.code
    const short = await call(env.app, '/api/login/forgetPassword', { tel, code, first_password: 'short', second_password: 'short' })
    assert.equal(short.body.msg, '新密码至少8个字符')
    const long = await call(env.app, '/api/login/forgetPassword', { tel, code, first_password: 'x'.repeat(65), second_password: 'x'.repeat(65) })
    assert.equal(long.body.msg, '新密码不能超过64个字符')
    const mismatch = await call(env.app, '/api/login/forgetPassword', { tel, code, first_password: 'abcdefgh1', second_password: 'abcdefgh2' })
    assert.equal(mismatch.body.msg, '两次输入的密码不一致')
    const wrongCode = await call(env.app, '/api/login/forgetPassword', { tel, code: code === '111111' ? '222222' : '111111', first_password: 'abcdefgh1', second_password: 'abcdefgh1' })
    assert.equal(wrongCode.body.msg, '验证码错误或已失效')
    const ok = await call(env.app, '/api/login/forgetPassword', { tel, code, first_password: 'abcdefgh1', second_password: 'abcdefgh1' })
    assert.equal(ok.body.status, 1)
    assert.equal(ok.body.msg, '密码已重置，请重新登录')
    assert.equal(ok.body.result, null)
  })

  test('5 failures lock password login for the number; code login still works and unlocks it', async () => {
    const account = await codeLoginNew(env)
    await setPassword(account.tel, 'right-password-1')
    for (let i = 0; i < 5; i++) {
      const r = await call(env.app, '/api/login/passwordLogin', { tel: account.tel, password: 'wrong-password' }, { ip: randomIp() })
      assert.equal(r.body.msg, '手机号或密码错误')
    }
    const locked = await call(env.app, '/api/login/passwordLogin', { tel: account.tel, password: 'right-password-1' }, { ip: randomIp() })
    assert.equal(locked.body.msg, '密码错误次数过多，请15分钟后再试或使用验证码登录')
    // Locked attempts do not extend the lock.
    const n = await env.database.db.select({ n: count() }).from(loginFailures).where(eq(loginFailures.tel, account.tel))
    assert.equal(n[0].n, 5)
    // After 15 minutes the lock is over.
    await env.database.db.update(loginFailures).set({ createdAt: sql`now() - interval '16 minutes'` }).where(eq(loginFailures.tel, account.tel))
    assert.equal((await call(env.app, '/api/login/passwordLogin', { tel: account.tel, password: 'right-password-1' }, { ip: randomIp() })).body.status, 1)
    // Lock again; the owner logs in by SMS code, which clears the failures.
    for (let i = 0; i < 6; i++) await call(env.app, '/api/login/passwordLogin', { tel: account.tel, password: 'wrong-password' }, { ip: randomIp() })
    await env.database.db.update(smsCodes).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(smsCodes.tel, account.tel))
    const code = await sendLoginCode(env, account.tel)
    assert.equal((await call(env.app, '/api/login/codeLogin', { tel: account.tel, code })).body.status, 1)
    assert.equal((await call(env.app, '/api/login/passwordLogin', { tel: account.tel, password: 'right-password-1' }, { ip: randomIp() })).body.status, 1)
  })

  test('an unknown number locks the same way (no hint that it is unregistered)', async () => {
    const tel = freshTel()
    for (let i = 0; i < 5; i++) await call(env.app, '/api/login/passwordLogin', { tel, password: 'whatever-123' }, { ip: randomIp() })
    const r = await call(env.app, '/api/login/passwordLogin', { tel, password: 'whatever-123' }, { ip: randomIp() })
    assert.equal(r.body.msg, '密码错误次数过多，请15分钟后再试或使用验证码登录')
  })

  test('20 failures from one IP lock password login from that IP only', async () => {
    const ip = randomIp()
    const account = await codeLoginNew(env)
    await setPassword(account.tel, 'right-password-1')
    for (let i = 0; i < 20; i++) {
      await env.database.db.insert(loginFailures).values({ tel: freshTel(), ip })
    }
    const r = await call(env.app, '/api/login/passwordLogin', { tel: account.tel, password: 'right-password-1' }, { ip })
    assert.equal(r.body.msg, '密码错误次数过多，请15分钟后再试或使用验证码登录')
    const elsewhere = await call(env.app, '/api/login/passwordLogin', { tel: account.tel, password: 'right-password-1' }, { ip: randomIp() })
    assert.equal(elsewhere.body.status, 1)
    const left = await env.database.db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.ip, ip)))
    assert.equal(left[0].n, 20)
  })
})
