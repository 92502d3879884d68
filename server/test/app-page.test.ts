import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { after, before, describe, test } from 'node:test'
import { and, asc, eq } from 'drizzle-orm'
import type { NavItem } from '@api-types/nav'
import { ManualClock } from '../src/clock'
import { navItems } from '../src/db/schema'
import { APP_PAGE_TTL_MS } from '../src/appPage'
import { call, setup, type TestEnv } from './helpers'

// The H5 page carries the home banners as boot data (docs/performance.md): the app draws its first
// banner without a call, the page's inline script preloads that banner's image.

const PRELOAD_SCRIPT = 'var preload=1'
const ROUTE_CHUNKS = { 'pages/index/index': ['css/8265.7980d95a.css', 'js/8265.7980d95a.js'], 'pages/signin/signin': ['js/1760.7980d95a.js'] }
const TEMPLATE = `<!doctype html><html><head><meta charset="utf-8"><title>饭贝</title><script>${PRELOAD_SCRIPT}</script></head><body><div id="app"></div></body></html>`

function bootOf(html: string): { routes: Record<string, string[]>; banners: NavItem[]; menus: NavItem[] } {
  const m = /<script id="boot-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)
  assert.ok(m, 'the page carries its boot data')
  return JSON.parse(m[1])
}

describe('the app page (index.html with boot data)', () => {
  let env: TestEnv
  let h5Dir: string
  const clock = new ManualClock(new Date('2026-11-24T08:00:00Z'))
  before(async () => {
    h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-h5-'))
    fs.writeFileSync(path.join(h5Dir, 'index.html'), TEMPLATE)
    fs.writeFileSync(path.join(h5Dir, 'route-chunks.json'), JSON.stringify(ROUTE_CHUNKS))
    env = await setup({ H5_DIR: h5Dir }, { clock })
  })
  after(async () => {
    await env.close()
    fs.rmSync(h5Dir, { recursive: true, force: true })
  })

  test("carries each route's files, and the home banners and menu as /api/nav answers them, before the preload script", async () => {
    const page = await env.app.inject({ method: 'GET', url: '/' })
    assert.equal(page.statusCode, 200)
    assert.match(String(page.headers['content-type']), /^text\/html; charset=utf-8/)
    assert.equal(page.headers['cache-control'], 'no-cache')
    const banners = (await call<NavItem[]>(env.app, '/api/nav/banner', { position: 'home' })).body.result
    assert.ok(banners.length > 0 && banners[0].image, 'the demo content has home banners with images')
    assert.deepEqual(bootOf(page.body).routes, ROUTE_CHUNKS)
    assert.deepEqual(bootOf(page.body).banners, banners)
    const menus = (await call<NavItem[]>(env.app, '/api/nav/app_menu_reward')).body.result
    assert.ok(menus.length > 0)
    assert.deepEqual(bootOf(page.body).menus, menus)
    assert.ok(page.body.indexOf('id="boot-data"') < page.body.indexOf(PRELOAD_SCRIPT), 'the data comes before the script reading it')
    // /index.html is the same page
    assert.equal((await env.app.inject({ method: 'GET', url: '/index.html' })).body, page.body)
  })

  test('sent brotli or gzip as accepted; revalidated by its ETag', async () => {
    const raw = (await env.app.inject({ method: 'GET', url: '/' })).body
    const br = await env.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    assert.equal(br.headers['content-encoding'], 'br')
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), raw)
    const gzip = await env.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.equal(zlib.gunzipSync(gzip.rawPayload).toString(), raw)
    const etag = String(br.headers.etag)
    assert.ok(etag.startsWith('"'))
    const again = await env.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } })
    assert.equal(again.statusCode, 304)
    assert.equal(again.rawPayload.length, 0)
  })

  test('the inline preload script stays allowed by the page\'s script policy', async () => {
    const page = await env.app.inject({ method: 'GET', url: '/' })
    const hash = crypto.createHash('sha256').update(PRELOAD_SCRIPT).digest('base64')
    assert.match(String(page.headers['content-security-policy']), new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`))
  })

  test("an operator's change shows within the page's few seconds; a banner's text cannot close the script", async () => {
    const [first] = await env.database.db.select().from(navItems)
      .where(and(eq(navItems.kind, 'banner'), eq(navItems.group, 'home'), eq(navItems.enabled, true)))
      .orderBy(asc(navItems.sort), asc(navItems.id)).limit(1)
    const name = '双十二</script><script>alert(1)</script>'
    await env.database.db.update(navItems).set({ name }).where(eq(navItems.id, first.id))
    const before = (await env.app.inject({ method: 'GET', url: '/' })).body
    assert.notEqual(bootOf(before).banners[0].name, name, 'the same rendering within its time')
    clock.advance(APP_PAGE_TTL_MS)
    const after = (await env.app.inject({ method: 'GET', url: '/' })).body
    assert.equal(bootOf(after).banners[0].name, name)
    assert.ok(!after.includes('<script>alert(1)'), 'no element comes out of the data')
  })
})
