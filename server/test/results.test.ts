import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import Fastify from 'fastify'
import { resultSchemaOf } from '@api-types/contract'
import { CALL_GROUPS } from '@api-types/groups'
import { user, UserInfoSchema } from '@api-types/user'
import { route, ok } from '../src/http'
import { checkAnswers } from './answerCheck'
import { call, createUser, setup, type TestEnv } from './helpers'

// Results declared as schemas (docs/contract.md: Results): the server writes an answer by its
// schema, so a field the contract does not declare never leaves it, and the tests' check fails a
// handler that answers outside its schema.

// user/info as the contract declares it, served by a bare fastify with a handler that says too much
async function leakyApp(check: boolean) {
  const app = Fastify({ logger: false })
  if (check) checkAnswers(app)
  route(app, user.info, async (request) => ok(request, { id: 7, amount: '1.00', password_hash: 'secret' } as never))
  await app.ready()
  return app
}

describe('result schemas', () => {
  test('a field the result does not declare never leaves the server', async () => {
    const app = await leakyApp(false)
    const res = await app.inject({ method: 'POST', url: '/api/user/info', payload: {} })
    assert.equal(res.statusCode, 200)
    assert.deepEqual(res.json().result, { id: 7, amount: '1.00' })
    await app.close()
  })

  test("the tests' check fails a handler that answers outside its schema", async () => {
    const app = await leakyApp(true)
    const res = await app.inject({ method: 'POST', url: '/api/user/info', payload: {} })
    assert.equal(res.statusCode, 500)
    assert.doesNotMatch(res.body, /secret/)
    await app.close()
  })

  test("every group declares every built call's result as a schema", () => {
    for (const [name, group] of Object.entries(CALL_GROUPS)) {
      for (const [key, declared] of Object.entries(group)) {
        if (declared.pending) continue
        assert.ok(resultSchemaOf(declared), `${name}.${key} has a result schema`)
      }
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
