import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { OPS_SESSION_HEADER, type AuditRow, type Operator } from '@api-types/ops/operator'
import { buildApp } from '../src/app'
import { ManualClock } from '../src/clock'
import { auditLog, operatorSessions, operators } from '../src/db/schema'
import { LANGS, translate } from '../src/i18n'
import { SERVER_MODULES } from '../src/modules'
import { totpCode } from '../src/modules/operator/service'
import { parseArgs, render } from '../src/ops/cli'
import { executeOps, opsCommandsOf } from '../src/ops/commands'
import { OPS_TOKEN_HEADER } from '../src/ops/endpoint'
import { REDACTED } from '../src/ops/audit'
import { checkAnswers } from './answerCheck'
import { call, createUser, ON_POSTGRES, setup, type TestEnv } from './helpers'

// Operators' accounts and the operator calls' access (docs/rules.md "Operators", docs/server.md
// "Operators"): sessions from a password and a TOTP code, roles per call, throttled logins, the
// admins' rules, and the audit row of every change.

const OPS_TOKEN = crypto.randomBytes(32).toString('hex')
const MIN = 60_000

type Answer = Record<string, unknown>
interface Account {
  operator: Operator
  password: string
  secret: string
}

describe(`operators${ON_POSTGRES}`, () => {
  let env: TestEnv
  const clock = new ManualClock(new Date('2026-11-24T02:00:00Z'))
  let seq = 0
  before(async () => {
    env = await setup({ OPS_TOKEN }, { clock })
  })
  after(async () => {
    await env.close()
  })

  const asToken = (path: string, body: unknown) => call<Answer>(env.app, path, body, { headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN } })
  const asSession = (token: string, path: string, body: unknown, lang?: string) =>
    call<Answer>(env.app, path, body, { headers: { [OPS_SESSION_HEADER]: token }, ...(lang ? { lang } : {}) })
  const loginCall = (body: unknown, ip?: string, app: FastifyInstance = env.app) => call<Answer>(app, '/ops/operator-login', body, ip ? { ip } : {})

  async function createAccount(role: string): Promise<Account> {
    seq++
    const r = await asToken('/ops/operator-create', { username: `op${seq}_${process.pid % 1000}`, name: `运维${seq}`, role })
    assert.equal(r.body.status, 1, JSON.stringify(r.body))
    const result = r.body.result as unknown as { operator: Operator; password: string; totp_secret: string; otpauth_uri: string }
    return { operator: result.operator, password: result.password, secret: result.totp_secret }
  }
  /** A session of the account: its code at the clock's now, one step later each time it is asked again (a code works once). */
  async function sessionOf(account: Account): Promise<string> {
    clock.advance(30_000)
    const r = await loginCall({ username: account.operator.username, password: account.password, code: totpCode(account.secret, clock.now()) })
    assert.equal(r.body.status, 1, JSON.stringify(r.body))
    return (r.body.result as { token: string }).token
  }
  const auditCount = async () => Number((await env.database.db.select({ n: count() }).from(auditLog))[0].n)
  const lastAudit = async (): Promise<AuditRow> => {
    const r = await asToken('/ops/audit-log', { limit: 1 })
    return (r.body.result as { rows: AuditRow[] }).rows[0]
  }

  test('every operator call is refused with a user\'s token, no session, an unknown, expired or idle session, and to a role it does not name', async () => {
    const user = await createUser(env)
    const roles = ['reviewer', 'finance', 'content'] as const
    const accounts = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await createAccount(role)] as const)))
    const sessions: Record<string, string> = {}
    for (const role of roles) sessions[role] = await sessionOf(accounts[role])
    const admin = await createAccount('admin')
    const expired = await sessionOf(admin)
    const idle = await sessionOf(admin)
    await env.database.db.update(operatorSessions).set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(operatorSessions.tokenHash, crypto.createHash('sha256').update(expired).digest('hex')))
    await env.database.db.update(operatorSessions).set({ lastSeenAt: new Date(clock.now().getTime() - 61 * MIN) })
      .where(eq(operatorSessions.tokenHash, crypto.createHash('sha256').update(idle).digest('hex')))

    const commands = [...opsCommandsOf(SERVER_MODULES).values()].filter((c) => !c.call.open)
    assert.ok(commands.length >= 50, `${commands.length} calls`)
    const refusedRoles: string[] = []
    for (const { call: c } of commands) {
      const before = await auditCount()
      const asUser = await call<Answer>(env.app, c.path, {}, { token: user.token })
      assert.deepEqual([asUser.statusCode, asUser.body.status, asUser.body.code], [401, -1, 'opsNeedSession'], `${c.path} with a user's token`)
      const none = await call<Answer>(env.app, c.path, {})
      assert.deepEqual([none.statusCode, none.body.status, none.body.code], [401, -1, 'opsNeedSession'], `${c.path} without a session`)
      for (const [what, token] of [['unknown', 'x'.repeat(43)], ['expired', expired], ['idle', idle]]) {
        const r = await asSession(token, c.path, {})
        assert.deepEqual([r.statusCode, r.body.status, r.body.code], [401, -1, 'opsSessionEnded'], `${c.path} with an ${what} session`)
      }
      for (const role of roles) {
        // logging out would end the session the loop goes on with (the login test logs out)
        if (c.path === '/ops/operator-logout') continue
        const r = await asSession(sessions[role], c.path, {})
        if (c.roles.includes(role)) {
          // allowed: past the checks (an empty body may be refused by the schema, status 0 with a code)
          assert.equal(r.statusCode, 200, `${c.path} as ${role}`)
          assert.notEqual(r.body.code, 'opsRoleForbidden', `${c.path} as ${role}`)
        } else {
          assert.deepEqual([r.statusCode, r.body.status, r.body.code], [403, 0, 'opsRoleForbidden'], `${c.path} as ${role}`)
          refusedRoles.push(`${c.path} ${role}`)
        }
      }
      // the refused calls changed nothing; the allowed ones ran with an empty body and were refused by its schema or answered: reads write no row
      if (c.reads) assert.equal(await auditCount(), before, `${c.path} reads, writes no audit row`)
    }
    assert.ok(refusedRoles.includes('/ops/cashout-pay reviewer'), 'a reviewer cannot pay a cash-out')
    assert.ok(refusedRoles.includes('/ops/wallet-credit content'))
    assert.ok(refusedRoles.includes('/ops/operator-create finance'))
    // the ended sessions are gone; an admin's session may make every call
    assert.equal((await asSession(expired, '/ops/operator-me', {})).statusCode, 401)
    const adminSession = await sessionOf(admin)
    for (const path of ['/ops/reconcile', '/ops/operators', '/ops/ranking-refresh', '/ops/audit-log']) {
      const r = await asSession(adminSession, path, {})
      assert.deepEqual([r.statusCode, r.body.status], [200, 1], `${path}: ${JSON.stringify(r.body)}`)
    }
    // in every locale
    for (const lang of LANGS) {
      const r = await asSession(sessions.reviewer, '/ops/cashout-pay', { id: 1 }, lang)
      assert.equal(r.body.msg, translate(lang, 'opsRoleForbidden'))
    }
  })

  test('login: one refusal for an unknown user, a wrong password or a wrong code; a code works once; me and logout', async () => {
    const account = await createAccount('finance')
    const { username } = account.operator
    clock.advance(30_000)
    const code = totpCode(account.secret, clock.now())
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const tries = [
      { username: 'nobody_here', password: account.password, code },
      { username, password: `${account.password}x`, code },
      { username, password: account.password, code: wrongCode },
      // a code of a step two away (60 s) is refused
      { username, password: account.password, code: totpCode(account.secret, new Date(clock.now().getTime() + 61_000)) },
    ]
    for (const body of tries) {
      const r = await loginCall(body, '198.51.100.1')
      assert.deepEqual([r.statusCode, r.body.status, r.body.code, r.body.msg], [200, 0, 'opsLoginRefused', translate('zh-Hans', 'opsLoginRefused')], JSON.stringify(body))
    }
    const ok = await loginCall({ username, password: account.password, code }, '198.51.100.1')
    assert.equal(ok.body.status, 1, JSON.stringify(ok.body))
    const result = ok.body.result as { token: string; expires_at: string; operator: Operator }
    assert.equal(result.operator.id, account.operator.id)
    assert.equal(result.expires_at, new Date(clock.now().getTime() + 12 * 3600_000 + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '))
    assert.ok(result.operator.last_login_at)
    // the same code again: refused (replay), even with the right password
    const replay = await loginCall({ username, password: account.password, code }, '198.51.100.1')
    assert.equal(replay.body.code, 'opsLoginRefused')
    // the next step's code works (one step either side)
    const next = await loginCall({ username, password: account.password, code: totpCode(account.secret, new Date(clock.now().getTime() + 30_000)) }, '198.51.100.1')
    assert.equal(next.body.status, 1)

    const me = await asSession(result.token, '/ops/operator-me', {})
    assert.deepEqual((me.body.result as { operator: Operator }).operator.username, username)
    // the token is stored as its digest only
    const stored = await env.database.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, account.operator.id))
    assert.ok(stored.every((s) => s.tokenHash !== result.token && s.tokenHash.length === 64))
    // a call moves the idle limit: 50 minutes, a call, 50 minutes more is still within it
    clock.advance(50 * MIN)
    assert.equal((await asSession(result.token, '/ops/operator-me', {})).body.status, 1)
    clock.advance(50 * MIN)
    assert.equal((await asSession(result.token, '/ops/operator-me', {})).body.status, 1)
    const out = await asSession(result.token, '/ops/operator-logout', {})
    assert.deepEqual([out.body.status, (out.body.result as Answer).command], [1, 'operator-logout'])
    assert.equal((await asSession(result.token, '/ops/operator-me', {})).statusCode, 401)
    // the ops token has no session to show or end
    assert.equal((await asToken('/ops/operator-me', {})).body.code, 'opsNeedSession')
  })

  test('twelve hours after login the session ends, however busy', async () => {
    const account = await createAccount('content')
    const token = await sessionOf(account)
    for (let i = 0; i < 12; i++) {
      clock.advance(59 * MIN)
      assert.equal((await asSession(token, '/ops/operator-me', {})).body.status, 1, `hour ${i}`)
    }
    clock.advance(13 * MIN)
    assert.equal((await asSession(token, '/ops/operator-me', {})).body.code, 'opsSessionEnded')
  })

  test('throttling: 5 failures per username or 20 per address in 15 minutes, held in the database for every server', async () => {
    const account = await createAccount('reviewer')
    const { username } = account.operator
    const wrong = { username, password: 'wrong-password', code: '000000' }
    for (let i = 0; i < 5; i++) assert.equal((await loginCall(wrong, `203.0.113.${i + 1}`)).body.code, 'opsLoginRefused')
    // the right credentials now wait, through another server on the same database too
    const other = await buildApp({ db: env.database.db, config: env.config, logger: false, clock })
    checkAnswers(other)
    await other.ready()
    try {
      clock.advance(30_000)
      const right = () => ({ username, password: account.password, code: totpCode(account.secret, clock.now()) })
      for (const app of [env.app, other]) {
        const r = await loginCall(right(), '203.0.113.50', app)
        assert.deepEqual([r.body.status, r.body.code], [0, 'opsLoginThrottled'])
        assert.match(r.body.msg, /15/)
      }
      clock.advance(15 * MIN)
      assert.equal((await loginCall(right(), '203.0.113.50', other)).body.status, 1)

      // 20 failures from one address, over many usernames: that address waits, another does not
      for (let i = 0; i < 20; i++) await loginCall({ ...wrong, username: `ghost${i}` }, '203.0.113.99')
      clock.advance(30_000)
      const fromBusy = await loginCall(right(), '203.0.113.99')
      assert.equal(fromBusy.body.code, 'opsLoginThrottled')
      assert.equal((await loginCall(right(), '203.0.113.98')).body.status, 1)
    } finally {
      await other.close()
    }
  })

  test('create, update, reset and disable: the rules, sessions ended, the last admin kept', async () => {
    const first = await createAccount('admin')
    const firstSession = await sessionOf(first)
    // a username once
    const taken = await asSession(firstSession, '/ops/operator-create', { username: first.operator.username, name: '又一个', role: 'content' })
    assert.deepEqual([taken.body.status, taken.body.code], [0, 'opsOperatorTaken'])
    // the credentials: a 16-character password, a base32 secret, an otpauth URI naming the user
    const created = await asSession(firstSession, '/ops/operator-create', { username: `cr${process.pid % 1000}_x`, name: '  新人  ', role: 'content' })
    const c = created.body.result as { operator: Operator; password: string; totp_secret: string; otpauth_uri: string }
    assert.equal(c.password.length, 16)
    assert.match(c.totp_secret, /^[A-Z2-7]+=*$/)
    assert.match(c.otpauth_uri, new RegExp(`^otpauth://totp/.*${c.operator.username}\\?.*secret=${c.totp_secret}`))
    assert.deepEqual([c.operator.name, c.operator.role, c.operator.disabled, c.operator.last_login_at], ['新人', 'content', false, null])

    // the admin cannot disable or demote themself
    for (const change of [{ disabled: true }, { role: 'finance' }]) {
      const r = await asSession(firstSession, '/ops/operator-update', { id: first.operator.id, ...change })
      assert.deepEqual([r.body.status, r.body.code], [0, 'opsOperatorSelf'], JSON.stringify(change))
    }
    assert.equal((await asSession(firstSession, '/ops/operator-update', { id: first.operator.id, name: '老大' })).body.status, 1)
    assert.equal((await asSession(firstSession, '/ops/operator-update', { id: first.operator.id })).body.code, 'opsOperatorNoChange')
    assert.equal((await asSession(firstSession, '/ops/operator-update', { id: 2147483646, name: 'x' })).body.code, 'opsOperatorNotFound')

    // the last active admin: every other admin disabled through the ops token, then this one cannot be
    const { rows } = { rows: await env.database.db.select().from(operators).where(eq(operators.role, 'admin')) }
    for (const row of rows.filter((r) => r.id !== first.operator.id && !r.disabled)) {
      assert.equal((await asToken('/ops/operator-update', { id: row.id, disabled: true })).body.status, 1)
    }
    for (const change of [{ disabled: true }, { role: 'reviewer' }]) {
      const r = await asToken('/ops/operator-update', { id: first.operator.id, ...change })
      assert.deepEqual([r.body.status, r.body.code], [0, 'opsLastAdmin'], JSON.stringify(change))
    }
    // a second admin: now the first may be demoted by the ops token
    const second = await createAccount('admin')
    const demoted = await asToken('/ops/operator-update', { id: first.operator.id, role: 'reviewer' })
    assert.equal((demoted.body.result as { operator: Operator }).operator.role, 'reviewer')
    // the demoted session loses the admin calls at once
    assert.equal((await asSession(firstSession, '/ops/operators', {})).body.code, 'opsRoleForbidden')

    // disabling ends the sessions and the logins
    const secondSession = await sessionOf(second)
    const worker = await createAccount('finance')
    const workerSession = await sessionOf(worker)
    assert.equal((await asSession(secondSession, '/ops/operator-update', { id: worker.operator.id, disabled: true })).body.status, 1)
    assert.equal((await asSession(workerSession, '/ops/operator-me', {})).statusCode, 401)
    clock.advance(30_000)
    const disabledLogin = await loginCall({ username: worker.operator.username, password: worker.password, code: totpCode(worker.secret, clock.now()) })
    assert.equal(disabledLogin.body.code, 'opsOperatorDisabled')
    assert.equal((await asSession(secondSession, '/ops/operator-update', { id: worker.operator.id, disabled: false })).body.status, 1)

    // reset: new credentials, the old ones refused, the sessions ended
    const workerAgain = await sessionOf(worker)
    const reset = await asSession(secondSession, '/ops/operator-reset', { id: worker.operator.id })
    const fresh = reset.body.result as { password: string; totp_secret: string }
    assert.notEqual(fresh.password, worker.password)
    assert.equal((await asSession(workerAgain, '/ops/operator-me', {})).statusCode, 401)
    clock.advance(30_000)
    assert.equal((await loginCall({ username: worker.operator.username, password: worker.password, code: totpCode(fresh.totp_secret, clock.now()) })).body.code, 'opsLoginRefused')
    assert.equal((await loginCall({ username: worker.operator.username, password: fresh.password, code: totpCode(fresh.totp_secret, clock.now()) })).body.status, 1)
  })

  test('each change writes exactly one audit row: who, command, target, body with secrets redacted, before and after', async () => {
    const admin = await createAccount('admin')
    const adminSession = await sessionOf(admin)
    const login = await lastAudit()
    assert.deepEqual([login.command, login.target, login.operator?.id], ['operator-login', `operator:${admin.operator.id}`, admin.operator.id])
    assert.deepEqual(login.body, { username: admin.operator.username, password: REDACTED, code: REDACTED })
    assert.ok(!JSON.stringify(login).includes(admin.password))

    let n = await auditCount()
    const created = await asSession(adminSession, '/ops/operator-create', { username: `au${process.pid % 1000}_${seq++}`, name: '审计', role: 'reviewer' })
    const operator = (created.body.result as { operator: Operator; password: string }).operator
    assert.equal(await auditCount(), ++n)
    const row = await lastAudit()
    assert.deepEqual([row.command, row.target, row.operator], ['operator-create', `operator:${operator.id}`, { id: admin.operator.id, username: admin.operator.username }])
    assert.equal(row.before, null)
    assert.deepEqual((row.after as { operator: Operator }).operator, operator)
    assert.ok(!JSON.stringify(row).includes((created.body.result as { password: string }).password), 'no password in the audit log')

    await asSession(adminSession, '/ops/operator-update', { id: operator.id, name: '审计二', role: 'finance' })
    assert.equal(await auditCount(), ++n)
    const update = await lastAudit()
    assert.deepEqual([(update.before as { operator: Operator }).operator.name, (update.after as { operator: Operator }).operator.name], ['审计', '审计二'])
    assert.deepEqual([(update.before as { operator: Operator }).operator.role, (update.after as { operator: Operator }).operator.role], ['reviewer', 'finance'])
    assert.deepEqual(update.body, { id: operator.id, name: '审计二', role: 'finance' })

    await asSession(adminSession, '/ops/operator-reset', { id: operator.id })
    assert.equal(await auditCount(), ++n)
    assert.equal((await lastAudit()).command, 'operator-reset')

    // a refusal writes none; a read writes none
    await asSession(adminSession, '/ops/operator-update', { id: admin.operator.id, disabled: true })
    await asSession(adminSession, '/ops/operators', {})
    await asSession(adminSession, '/ops/cashouts', { status: 'all', limit: 5 })
    assert.equal(await auditCount(), n)

    // another module's call through a session: its row, with the default target; the ops token's actor is null
    const user = await createUser(env)
    const finance = await createAccount('finance')
    n = await auditCount()
    const financeSession = await sessionOf(finance)
    assert.equal(await auditCount(), ++n, 'the login')
    const credit = await asSession(financeSession, '/ops/wallet-credit', { user: String(user.id), amount: '2.00', reason: '补发' })
    assert.equal(credit.body.status, 1)
    assert.equal(await auditCount(), ++n)
    const creditRow = await lastAudit()
    assert.deepEqual([creditRow.command, creditRow.target, creditRow.operator?.id], ['wallet-credit', `user:${user.id}`, finance.operator.id])
    assert.deepEqual((creditRow.after as { command: string }).command, 'wallet-credit')
    await asToken('/ops/wallet-debit', { user: String(user.id), amount: '1.00', reason: '扣回' })
    assert.equal(await auditCount(), ++n)
    const debitRow = await lastAudit()
    assert.deepEqual([debitRow.command, debitRow.operator], ['wallet-debit', null])
    // a call that views or changes: viewing writes none, a change one with before and after
    await asToken('/ops/blind-box-settings', {})
    assert.equal(await auditCount(), n)
    const viewed = (await asToken('/ops/blind-box-settings', {})).body.result as { result: { settings: { helpers_needed: number } } }
    const helpers = viewed.result.settings.helpers_needed
    await asToken('/ops/blind-box-settings', { helpers_needed: helpers })
    assert.equal(await auditCount(), ++n)
    const settingsRow = await lastAudit()
    assert.deepEqual([settingsRow.target, (settingsRow.before as typeof viewed.result).settings.helpers_needed], ['blind-box-settings', helpers])
    await asSession(financeSession, '/ops/operator-logout', {})
    assert.equal(await auditCount(), n + 1)
    assert.deepEqual([(await lastAudit()).command, (await lastAudit()).operator?.id], ['operator-logout', finance.operator.id])
  })

  test('the audit log: filters by operator, command, target and time, pages by before_id', async () => {
    const admin = await createAccount('admin')
    const session = await sessionOf(admin)
    const startedAt = clock.now()
    const made: number[] = []
    for (let i = 0; i < 5; i++) {
      clock.advance(MIN)
      const r = await asSession(session, '/ops/operator-create', { username: `lg${process.pid % 1000}_${seq++}`, name: `日志${i}`, role: 'content' })
      made.push((r.body.result as { operator: Operator }).operator.id)
    }
    const query = async (body: Answer) => {
      const r = await asSession(session, '/ops/audit-log', body)
      assert.equal(r.body.status, 1, JSON.stringify(r.body))
      return r.body.result as { rows: AuditRow[]; next_before_id: number | null }
    }
    const mine = await query({ operator_id: admin.operator.id, command: 'operator-create' })
    assert.deepEqual(mine.rows.map((r) => r.target), made.map((id) => `operator:${id}`).reverse())
    assert.equal(mine.next_before_id, null)
    assert.deepEqual((await query({ target: `operator:${made[2]}` })).rows.map((r) => r.command), ['operator-create'])
    // paging: two at a time, newest first
    const page1 = await query({ operator_id: admin.operator.id, command: 'operator-create', limit: 2 })
    assert.deepEqual(page1.rows.map((r) => r.target), [`operator:${made[4]}`, `operator:${made[3]}`])
    assert.equal(page1.next_before_id, page1.rows[1].id)
    const page2 = await query({ operator_id: admin.operator.id, command: 'operator-create', limit: 2, before_id: page1.next_before_id! })
    assert.deepEqual(page2.rows.map((r) => r.target), [`operator:${made[2]}`, `operator:${made[1]}`])
    // time: from and to inclusive, to the second
    const at = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
    const window = await query({ operator_id: admin.operator.id, from: at(startedAt.getTime() + 2 * MIN), to: at(startedAt.getTime() + 3 * MIN) })
    assert.deepEqual(window.rows.map((r) => r.target), [`operator:${made[2]}`, `operator:${made[1]}`])
    const day = at(startedAt.getTime()).slice(0, 10)
    assert.equal((await query({ operator_id: admin.operator.id, from: day, to: day, command: 'operator-create' })).rows.length, 5)
    assert.equal((await query({ operator_id: admin.operator.id, to: at(startedAt.getTime() - 1000) })).rows.length, 0)
  })

  test('races: one code logs in once however many logins send it; two admins demoting each other leave one admin', async () => {
    const account = await createAccount('reviewer')
    clock.advance(30_000)
    const body = { username: account.operator.username, password: account.password, code: totpCode(account.secret, clock.now()) }
    const answers = await Promise.all(Array.from({ length: 4 }, () => loginCall(body, '192.0.2.7')))
    assert.deepEqual(answers.map((r) => r.body.status).sort(), [0, 0, 0, 1])

    // make every other admin inactive, then two admins each demote the other at once
    const a = await createAccount('admin')
    const b = await createAccount('admin')
    for (const row of await env.database.db.select().from(operators).where(eq(operators.role, 'admin'))) {
      if (row.id !== a.operator.id && row.id !== b.operator.id && !row.disabled) await asToken('/ops/operator-update', { id: row.id, disabled: true })
    }
    const [sa, sb] = [await sessionOf(a), await sessionOf(b)]
    const [ra, rb] = await Promise.all([
      asSession(sa, '/ops/operator-update', { id: b.operator.id, role: 'content' }),
      asSession(sb, '/ops/operator-update', { id: a.operator.id, role: 'content' }),
    ])
    assert.deepEqual([ra.body.status, rb.body.status].sort(), [0, 1])
    // the loser is refused as the last admin, or (when its session was checked after the winner's change) as no longer admin
    assert.ok(['opsLastAdmin', 'opsRoleForbidden'].includes(String([ra, rb].find((r) => r.body.status === 0)!.body.code)))
    const admins = await env.database.db.select().from(operators).where(eq(operators.role, 'admin'))
    assert.equal(admins.filter((r) => !r.disabled).length, 1)
  })

  test('bad input to the operator calls is refused with a message, never a 500', async () => {
    const bad: [string, unknown][] = [
      ['/ops/operator-login', { username: 'ab', password: '12345678', code: '123456' }],
      ['/ops/operator-login', { username: 'Admin!', password: '12345678', code: '123456' }],
      ['/ops/operator-login', { username: 'admin', password: 'short', code: '123456' }],
      ['/ops/operator-login', { username: 'admin', password: '12345678', code: '12345' }],
      ['/ops/operator-login', { username: 'admin', password: '12345678' }],
      ['/ops/operator-create', { username: 'newbie', name: '   ', role: 'admin' }],
      ['/ops/operator-create', { username: 'newbie', name: '新人', role: 'boss' }],
      ['/ops/operator-create', { username: 'x'.repeat(33), name: '新人', role: 'content' }],
      ['/ops/operator-update', { id: 0, name: 'x' }],
      ['/ops/operator-update', { id: 1, disabled: 'yes' }],
      ['/ops/operator-update', { id: 1, extra: 1 }],
      ['/ops/operator-reset', {}],
      ['/ops/audit-log', { limit: 201 }],
      ['/ops/audit-log', { from: '2026-13' }],
      ['/ops/audit-log', { command: 'DROP TABLE' }],
      ['/ops/audit-log', { before_id: -1 }],
    ]
    for (const [path, body] of bad) {
      for (const lang of ['en', 'zh-Hans']) {
        const r = await call<Answer>(env.app, path, body, { headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN }, lang })
        assert.ok(r.statusCode < 500, `${path} ${JSON.stringify(body)}: HTTP ${r.statusCode}`)
        assert.equal(r.body.status, 0, `${path} ${JSON.stringify(body)}`)
        assert.ok(r.body.msg && r.body.code, `${path} ${JSON.stringify(body)}: ${JSON.stringify(r.body)}`)
      }
    }
    // every new refusal has its message in every locale
    const keys = ['opsLoginRefused', 'opsLoginThrottled', 'opsOperatorDisabled', 'opsOperatorNotFound', 'opsOperatorTaken', 'opsOperatorSelf',
      'opsLastAdmin', 'opsNeedSession', 'opsSessionEnded', 'opsRoleForbidden', 'opsOperatorNoChange', 'opsBadOperatorArg'] as const
    for (const key of keys) {
      const texts = LANGS.map((lang) => translate(lang, key, { minutes: '3', id: '1', username: 'u', option: '--x' }))
      assert.equal(new Set(texts).size, LANGS.length, key)
    }
  })

  test('the CLI creates the first admin: the password, the TOTP secret and the otpauth URI printed, which log in', async () => {
    const username = `cli${process.pid % 1000}`
    const parsed = parseArgs(['operator-create', '--username', username, '--name', '管理员', '--role', 'admin'], 'en')
    assert.ok('request' in parsed)
    const answer = await executeOps({ db: env.database.db, now: clock.now(), modules: SERVER_MODULES }, parsed.request)
    const printed = render(answer, 'en')
    assert.equal(printed.ok, true)
    const password = printed.stdout.find((l) => l.startsWith('password: '))!.slice('password: '.length)
    const secret = printed.stdout.find((l) => l.startsWith('totp_secret: '))!.slice('totp_secret: '.length)
    assert.ok(printed.stdout.some((l) => l.startsWith('otpauth_uri: otpauth://totp/')))
    clock.advance(30_000)
    assert.equal((await loginCall({ username, password, code: totpCode(secret, clock.now()) })).body.status, 1)
    // its audit row: the CLI is no operator
    const row = (await asToken('/ops/audit-log', { command: 'operator-create', target: `operator:${(answer as unknown as { operator: Operator }).operator.id}` })).body.result as { rows: AuditRow[] }
    assert.equal(row.rows[0].operator, null)
    // bad arguments are refused before anything runs
    assert.throws(() => parseArgs(['operator-create', '--username', 'Bad Name', '--name', 'x', '--role', 'admin'], 'en'), /--username/)
    assert.throws(() => parseArgs(['operator-create', '--username', 'okname', '--name', 'x', '--role', 'boss'], 'en'), /--role/)
  })
})
