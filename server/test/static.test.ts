import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { after, before, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import os from 'node:os'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { openTestDatabase, setup, type TestEnv } from './helpers'

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

  test('sends the build compressed as the browser accepts it: brotli, else gzip, else raw', { skip: !built && 'dist/h5 is not built' }, async () => {
    const js = fs.readdirSync(path.join(H5_DIR, 'js')).filter((f) => /\.[0-9a-f]{8,}\.js$/.test(f))
      .sort((a, b) => fs.statSync(path.join(H5_DIR, 'js', b)).size - fs.statSync(path.join(H5_DIR, 'js', a)).size)[0]
    const original = fs.readFileSync(path.join(H5_DIR, 'js', js))
    const get = (encoding?: string) => env.app.inject({ method: 'GET', url: `/js/${js}`, headers: encoding ? { 'accept-encoding': encoding } : {} })
    const br = await get('gzip, deflate, br')
    assert.equal(br.headers['content-encoding'], 'br')
    assert.match(String(br.headers.vary), /accept-encoding/i)
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.ok(br.rawPayload.length < original.length / 2, 'a script shrinks to less than half')
    assert.deepEqual(zlib.brotliDecompressSync(br.rawPayload), original)
    const gzip = await get('gzip')
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.deepEqual(zlib.gunzipSync(gzip.rawPayload), original)
    const raw = await get()
    assert.equal(raw.headers['content-encoding'], undefined)
    assert.deepEqual(raw.rawPayload, original)
    const index = await env.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } })
    assert.equal(index.headers['cache-control'], 'no-cache')
    assert.match(zlib.brotliDecompressSync(index.rawPayload).toString(), /<html/i)
  })

  test("the page lists the landing pages' files for its preload script, and they are in the build", { skip: !built && 'dist/h5 is not built' }, async () => {
    const html = (await env.app.inject({ method: 'GET', url: '/' })).body
    const boot = JSON.parse(/<script id="boot-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1])
    for (const route of ['pages/index/index', 'pages/shopdetail/shopdetail', 'pages/signin/signin', 'pages/kingeat/kingeat']) {
      const files: string[] = boot.routes[route]
      assert.ok(files?.some((f) => f.endsWith('.js')), `${route} has its scripts`)
      for (const file of files) assert.ok(fs.existsSync(path.join(H5_DIR, file)), `${file} of ${route} is in the build`)
    }
  })

  test('demo images go out as WebP to browsers that take it, as they are to others', async () => {
    const get = (url: string, accept?: string) => env.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} })
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
    for (const url of ['/banners/kingeat.jpg', '/shops/photos/huoguo-1.jpg?v=1']) {
      const webp = await get(url, chrome)
      assert.equal(webp.statusCode, 200)
      assert.equal(webp.headers['content-type'], 'image/webp')
      assert.match(String(webp.headers.vary), /accept/i)
      assert.equal(webp.rawPayload.subarray(8, 12).toString(), 'WEBP')
      const jpeg = await get(url, 'image/png,image/*;q=0.8')
      assert.equal(jpeg.headers['content-type'], 'image/jpeg')
      assert.match(String(jpeg.headers.vary), /accept/i)
      assert.ok(webp.rawPayload.length < jpeg.rawPayload.length * 0.8, `${url}: the twin is smaller`)
    }
    // an image without a twin, and the API, are untouched
    assert.equal((await get('/banners/none.jpg', chrome)).statusCode, 404)
    assert.equal((await env.app.inject({ method: 'POST', url: '/api/config/appConfig', headers: { accept: chrome, 'content-type': 'application/json' }, payload: '{}' })).json().status, 1)
  })

  test('API answers large enough to gain are gzipped for a client that accepts it', async () => {
    const body = JSON.stringify({ latitude: 26.647, longitude: 106.63, page: 1, limit: 10, version: '1.4.0', client: 'H5' })
    const headers = { 'content-type': 'application/json' }
    const plain = await env.app.inject({ method: 'POST', url: '/api/shop/lists', payload: body, headers })
    assert.equal(plain.json().status, 1)
    assert.ok(plain.rawPayload.length > 1024, 'a page of shops is over the threshold')
    const zipped = await env.app.inject({ method: 'POST', url: '/api/shop/lists', payload: body, headers: { ...headers, 'accept-encoding': 'gzip' } })
    assert.equal(zipped.headers['content-encoding'], 'gzip')
    assert.deepEqual(JSON.parse(zlib.gunzipSync(zipped.rawPayload).toString()).result.list.length, plain.json().result.list.length)
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

describe('request log', () => {
  test('logs server errors and slow answers only, not every request', async () => {
    const lines: { level: number; msg: string; url?: string }[] = []
    const stream = { write: (line: string) => { lines.push(JSON.parse(line)) } }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-log-'))
    const { database, drop } = await openTestDatabase(dataDir)
    try {
      const build = (slow: string) => buildApp({
        db: database.db,
        config: loadConfig({ DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'none'), SLOW_REQUEST_MS: slow }),
        logger: { level: 'info', stream },
      })
      const quick = await build('60000')
      const post = (app: typeof quick) => app.inject({ method: 'POST', url: '/api/config/appConfig', payload: { version: '1.4.0', client: 'H5' } })
      assert.equal((await post(quick)).json().status, 1)
      assert.equal((await quick.inject({ method: 'POST', url: '/api/nope' })).statusCode, 404)
      assert.deepEqual(lines.filter((l) => l.url), [], 'ordinary answers and refusals are not logged')
      await quick.close()
      const slow = await build('0')
      await post(slow)
      const logged = lines.filter((l) => l.msg === 'slow request')
      assert.equal(logged.length, 1)
      assert.equal(logged[0].url, '/api/config/appConfig')
      assert.equal(logged[0].level, 40)
      await slow.close()
    } finally {
      await database.close()
      await drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
