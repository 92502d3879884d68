import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { OffsetClock } from '../src/clock'
import { loadConfig } from '../src/config'
import { OPS_TOKEN_HEADER } from '../src/ops/endpoint'
import { call, ON_POSTGRES, setup, type TestEnv } from './helpers'

// DEV_CLOCK=true (docs/server.md "Development clock"): the browser tests move the server's clock
// forward with the operator token; never in production, absent unless asked for.

const OPS_TOKEN = crypto.randomBytes(32).toString('hex')

describe(`development clock${ON_POSTGRES}`, () => {
  let env: TestEnv
  let plain: TestEnv
  const clock = new OffsetClock()
  before(async () => {
    env = await setup({ OPS_TOKEN, DEV_CLOCK: 'true' }, { clock, seed: false })
    plain = await setup({ OPS_TOKEN }, { seed: false })
  })
  after(async () => {
    await env.close()
    await plain.close()
  })

  test('refused with NODE_ENV=production', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production', DEV_CLOCK: 'true' }), /DEV_CLOCK/)
    assert.equal(loadConfig({}).devClock, false)
  })

  test('moves the clock by whole hours with the operator token only', async () => {
    const before = clock.now().getTime()
    const refused = await call(env.app, '/dev/clock', { advance_hours: 24 })
    assert.deepEqual([refused.statusCode, refused.body.code], [403, 'opsForbidden'])
    for (const bad of [0, 1.5, -3, 9000, '24']) {
      const r = await call(env.app, '/dev/clock', { advance_hours: bad }, { headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN } })
      assert.equal(r.statusCode, 400, String(bad))
      assert.equal(r.body.status, 0)
    }
    const moved = await call<{ now: string }>(env.app, '/dev/clock', { advance_hours: 24 }, { headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN } })
    assert.equal(moved.body.status, 1)
    const now = Date.parse(moved.body.result!.now)
    assert.ok(now - before >= 24 * 3600_000 && now - before < 24 * 3600_000 + 60_000)
  })

  test('a server without DEV_CLOCK has no such route', async () => {
    const r = await call(plain.app, '/dev/clock', { advance_hours: 24 }, { headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN } })
    assert.equal(r.statusCode, 404)
  })
})
