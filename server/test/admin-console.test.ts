import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { setup, type TestEnv } from './helpers'

// The operator console's build served at /admin/ (server/src/adminConsole.ts, docs/console.md).

const PAGE = '<!doctype html><html><head><script type="module" src="/admin/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>'
const SCRIPT = 'console.log("console")'

describe('the operator console at /admin/', () => {
  let env: TestEnv
  let adminDir: string
  before(async () => {
    adminDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-admin-'))
    fs.mkdirSync(path.join(adminDir, 'assets'))
    fs.writeFileSync(path.join(adminDir, 'index.html'), PAGE)
    fs.writeFileSync(path.join(adminDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT)
    env = await setup({ ADMIN_DIR: adminDir })
  })
  after(async () => {
    await env.close()
    fs.rmSync(adminDir, { recursive: true, force: true })
  })

  test('answers its page at /admin/ and at every client route under it, never cached, with the security headers', async () => {
    for (const url of ['/admin/', '/admin/login', '/admin/proofs', '/admin/operators/3']) {
      const res = await env.app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 200, url)
      assert.equal(res.body, PAGE, url)
      assert.match(String(res.headers['content-type']), /^text\/html; charset=utf-8/)
      assert.equal(res.headers['cache-control'], 'no-cache', url)
      const csp = String(res.headers['content-security-policy'])
      assert.match(csp, /script-src 'self'/)
      assert.match(csp, /style-src 'self' 'unsafe-inline'/, 'antd writes its styles inline')
      assert.match(csp, /img-src [^;]*data:/, 'the QR code is a data: image')
      assert.match(csp, /frame-ancestors 'self'/)
    }
  })

  test('/admin redirects to /admin/', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/admin' })
    assert.equal(res.statusCode, 301)
    assert.equal(res.headers.location, '/admin/')
  })

  test('its hashed files are cached for a year; a missing one is a 404, not the page', async () => {
    const js = await env.app.inject({ method: 'GET', url: '/admin/assets/index-Ab12Cd34.js' })
    assert.equal(js.statusCode, 200)
    assert.equal(js.body, SCRIPT)
    assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable')
    const missing = await env.app.inject({ method: 'GET', url: '/admin/assets/index-00000000.js' })
    assert.equal(missing.statusCode, 404)
    assert.notEqual(missing.body, PAGE)
  })

  test('the operator calls stay where they are: refused without a session, as JSON', async () => {
    const res = await env.app.inject({ method: 'POST', url: '/ops/orders', payload: { status: 'uploaded', limit: 1 } })
    assert.ok([401, 403].includes(res.statusCode), String(res.statusCode))
    assert.notEqual(res.json().status, 1)
  })
})
