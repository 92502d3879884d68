import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { setup, type TestEnv } from './helpers'

// The built H5 app at / (index.html no-cache, hashed assets immutable) and uploads at /uploads/.

const H5_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/h5')
const built = fs.existsSync(path.join(H5_DIR, 'index.html'))

describe('static files', () => {
  let env: TestEnv
  before(async () => { env = await setup(built ? { H5_DIR } : {}) })
  after(async () => { await env.close() })

  test('serves the H5 build with its cache headers', { skip: !built && 'dist/h5 is not built' }, async () => {
    const index = await env.app.inject({ method: 'GET', url: '/' })
    assert.equal(index.statusCode, 200)
    assert.match(String(index.headers['content-type']), /text\/html/)
    assert.equal(index.headers['cache-control'], 'no-cache')
    const js = fs.readdirSync(path.join(H5_DIR, 'js')).find((f) => /\.[0-9a-f]{8,}\.js$/.test(f))
    assert.ok(js, 'a hashed script')
    const asset = await env.app.inject({ method: 'GET', url: `/js/${js}` })
    assert.equal(asset.statusCode, 200)
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable')
    // /api still answers the envelope next to the static files.
    const api = await env.app.inject({ method: 'POST', url: '/api/nope' })
    assert.equal(api.statusCode, 404)
    assert.equal(api.json().msg, '接口不存在')
  })

  test('without an H5 build, / is a 404 envelope, not a crash', async () => {
    const other = await setup()
    try {
      const r = await other.app.inject({ method: 'GET', url: '/' })
      assert.equal(r.statusCode, 404)
      assert.equal(r.json().status, 0)
    } finally {
      await other.close()
    }
  })

  test('serves uploaded files from DATA_DIR/uploads', async () => {
    fs.writeFileSync(path.join(env.dataDir, 'uploads', 'a.txt'), 'hello')
    const r = await env.app.inject({ method: 'GET', url: '/uploads/a.txt' })
    assert.equal(r.statusCode, 200)
    assert.equal(r.body, 'hello')
    const missing = await env.app.inject({ method: 'GET', url: '/uploads/../package.json' })
    assert.notEqual(missing.statusCode, 200)
  })
})

describe('seeded images', () => {
  let env: TestEnv
  before(async () => { env = await setup() })
  after(async () => { await env.close() })

  test('every image the seeded content points at is served', async () => {
    const paths = new Set<string>()
    for (const url of ['/api/nav/banner', '/api/nav/app_menu_reward', '/api/popup/lists', '/api/config/appConfig']) {
      const body = url === '/api/nav/banner' ? { position: 'home' } : {}
      const r = await env.app.inject({ method: 'POST', url, payload: body })
      for (const m of r.body.matchAll(/"(?:image|share_image)":"(\/[^"]+)"/g)) paths.add(m[1])
    }
    assert.ok(paths.size >= 1, 'the seed has images')
    for (const p of paths) {
      const r = await env.app.inject({ method: 'GET', url: p })
      assert.equal(r.statusCode, 200, p)
      assert.match(String(r.headers['content-type']), /^image\//, p)
    }
  })
})
