import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import Fastify from 'fastify'
import { resultSchemaOf } from '@api-types/contract'
import { CALL_GROUPS } from '@api-types/groups'
import { walletOps } from '@api-types/ops/wallet'
import { user, UserInfoSchema } from '@api-types/user'
import { route, ok } from '../src/http'
import { SERVER_MODULES } from '../src/modules'
import { commandName, opsCommandsOf } from '../src/ops/commands'
import { checkAnswers } from './answerCheck'
import { call, createUser, setup, type TestEnv } from './helpers'

// Results declared as schemas (docs/contract.md: Results): the server writes an answer by its
// schema, so a field the contract does not declare never leaves it, and the tests' check fails a
// handler that answers outside its schema. Operator calls answer by theirs the same way.

// user/info and the operators' reconcile as the contract declares them, served by a bare fastify
// with handlers that say too much
async function leakyApp(check: boolean) {
  const app = Fastify({ logger: false })
  if (check) checkAnswers(app)
  route(app, user.info, async (request) => ok(request, { id: 7, amount: '1.00', password_hash: 'secret' } as never))
  route(app, walletOps.reconcile, async (request) => ok(request, {
    command: 'reconcile', users: 1, diffs: [{ user_id: 7, balance_fen: 1, ledger_fen: 0, frozen_fen: 0, pending_fen: 0, gold: 0, gold_ledger: 0, tel: '13800000007' }],
  } as never))
  await app.ready()
  return app
}

describe('result schemas', () => {
  test('a field the result does not declare never leaves the server', async () => {
    const app = await leakyApp(false)
    const res = await app.inject({ method: 'POST', url: '/api/user/info', payload: {} })
    assert.equal(res.statusCode, 200)
    assert.deepEqual(res.json().result, { id: 7, amount: '1.00' })
    const ops = await app.inject({ method: 'POST', url: '/ops/reconcile', payload: {} })
    assert.equal(ops.statusCode, 200)
    assert.deepEqual(ops.json().result.diffs, [{ user_id: 7, balance_fen: 1, ledger_fen: 0, frozen_fen: 0, pending_fen: 0, gold: 0, gold_ledger: 0 }])
    await app.close()
  })

  test("the tests' check fails a handler that answers outside its schema", async () => {
    const app = await leakyApp(true)
    const res = await app.inject({ method: 'POST', url: '/api/user/info', payload: {} })
    assert.equal(res.statusCode, 500)
    assert.doesNotMatch(res.body, /secret/)
    const ops = await app.inject({ method: 'POST', url: '/ops/reconcile', payload: {} })
    assert.equal(ops.statusCode, 500)
    assert.doesNotMatch(ops.body, /13800000007/)
    await app.close()
  })

  test("every group declares every call's result as a schema", () => {
    for (const [name, group] of Object.entries(CALL_GROUPS)) {
      for (const [key, declared] of Object.entries(group)) {
        assert.ok(resultSchemaOf(declared), `${name}.${key} has a result schema`)
      }
    }
  })

  test('every operator call of the modules declares its result as a schema that names its command', () => {
    const commands = [...opsCommandsOf(SERVER_MODULES).values()]
    assert.ok(commands.length >= 20, `${commands.length} commands`)
    for (const command of commands) {
      const schema = resultSchemaOf(command.call)
      assert.ok(schema, `${command.call.path} has a result schema`)
      assert.equal(schema.properties?.command?.const, commandName(command), command.call.path)
    }
  })
})

describe('answers on the real server', () => {
  let env: TestEnv
  before(async () => {
    env = await setup()
  })
  after(() => env.close())

  test("user/info carries exactly the account's declared fields, and fits its schema", async () => {
    const { token } = await createUser(env)
    const res = await call<Record<string, unknown>>(env.app, '/api/user/info', {}, { token })
    assert.equal(res.body.status, 1)
    const declared = Object.keys(UserInfoSchema.properties).sort()
    assert.deepEqual(Object.keys(res.body.result).sort(), declared)
  })

  test('appConfig answers by its schema for a visitor', async () => {
    const res = await call<Record<string, unknown>>(env.app, '/api/config/appConfig', {})
    assert.equal(res.body.status, 1)
    assert.equal(typeof res.body.result.wx_login_open, 'boolean')
    assert.match(String(res.body.result.cashout_min), /^\d+\.\d{2}$/)
  })

  test('a refusal of a call with a result schema still carries its code and a null result', async () => {
    const res = await call(env.app, '/api/user/info', {}, { token: 'not-a-token' })
    assert.equal(res.body.status, -1)
    const wrong = await call(env.app, '/api/login/passwordLogin', { tel: '13800000000', password: 'wrong-password' })
    assert.equal(wrong.body.status, 0)
    assert.equal(typeof wrong.body.code, 'string')
    assert.equal(wrong.body.result, null)
  })
})
