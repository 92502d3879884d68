import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, test } from 'node:test'
import type { City, Place } from '@api-types/places'
import { loadConfig } from '../src/config'
import { AmapPlacesProvider, createPlacesProvider } from '../src/providers/places'
import { call, setup, type TestEnv } from './helpers'

// Address search for search_location: the dev provider over the seeded places of Guiyang and
// Zunyi, and the AMap provider against a local fake of AMap's v3/place/text.

/** The test's own haversine, in metres. */
function metres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const r = Math.PI / 180
  const h = Math.sin((b.latitude - a.latitude) * r / 2) ** 2
    + Math.cos(a.latitude * r) * Math.cos(b.latitude * r) * Math.sin((b.longitude - a.longitude) * r / 2) ** 2
  return 2 * 6371008.8 * Math.asin(Math.sqrt(h))
}

const search = (env: TestEnv, body: Record<string, unknown>) => call<Place[]>(env.app, '/api/places/search', body)

describe('dev places provider', () => {
  let env: TestEnv
  before(async () => { env = await setup() })
  after(async () => { await env.close() })

  test('cities: Guiyang (the default) first, then Zunyi', async () => {
    const { body } = await call<City[]>(env.app, '/api/places/cities')
    assert.equal(body.status, 1)
    assert.deepEqual(body.result.map((c) => [c.code, c.name]), [['guiyang', '贵阳'], ['zunyi', '遵义']])
    assert.ok(body.result.every((c) => typeof c.latitude === 'number' && typeof c.longitude === 'number'))
  })

  test('without a city or position: the default city, Guiyang, no distances', async () => {
    const { body } = await search(env, { keyword: '站' })
    assert.equal(body.status, 1)
    const names = body.result.map((p) => p.name)
    for (const name of ['贵阳北站', '贵阳站', '贵阳东站']) assert.ok(names.includes(name), name)
    assert.ok(body.result.every((p) => p.city === '贵阳' && p.distance === null))
    assert.ok(!names.includes('遵义站'))
  })

  test('with a position in Zunyi: Zunyi is searched, nearest first, distances in metres', async () => {
    const here = { latitude: 27.6950, longitude: 106.9250 } // 丁字口
    const { body } = await search(env, { keyword: '区', ...here })
    assert.equal(body.status, 1)
    assert.ok(body.result.length >= 3)
    assert.ok(body.result.every((p) => p.city === '遵义'))
    const expected = [...body.result].sort((a, b) => metres(here, a) - metres(here, b)).map((p) => p.name)
    assert.deepEqual(body.result.map((p) => p.name), expected)
    for (const p of body.result) assert.ok(Math.abs(p.distance! - metres(here, p)) <= 1, p.name)
  })

  test('the city by code or by name (with or without 市) wins over the position', async () => {
    const guiyang = { latitude: 26.57, longitude: 106.69 }
    for (const city of ['zunyi', '遵义', '遵义市']) {
      const { body } = await search(env, { keyword: '遵义', city, ...guiyang })
      assert.equal(body.status, 1, city)
      assert.ok(body.result.length >= 2 && body.result.every((p) => p.city === '遵义'), city)
    }
    const { body } = await search(env, { keyword: '大学', city: 'guiyang' })
    assert.ok(body.result.some((p) => p.name === '贵州大学（北区）'))
  })

  test('matches addresses too, takes % literally, and answers at most 20', async () => {
    const byAddress = await search(env, { keyword: '观山湖区' })
    assert.ok(byAddress.body.result.length >= 5)
    assert.ok(byAddress.body.result.every((p) => p.address.includes('观山湖区') || p.name.includes('观山湖区')))
    assert.deepEqual((await search(env, { keyword: '%' })).body.result, [])
    const many = await search(env, { keyword: '区' })
    assert.ok(many.body.result.length <= 20)
  })

  const bad: [string, Record<string, unknown>, string][] = [
    ['no keyword', {}, '请填写搜索关键词'],
    ['empty keyword', { keyword: '' }, '搜索关键词不能为空'],
    ['blank keyword', { keyword: '   ' }, '搜索关键词不能为空'],
    ['keyword of 51 characters', { keyword: '站'.repeat(51) }, '搜索关键词不能超过50个字符'],
    ['latitude 91', { keyword: '站', latitude: 91, longitude: 106 }, '纬度不能大于90'],
    ['only a longitude', { keyword: '站', longitude: 106 }, '请同时提供纬度和经度'],
    ['a city not served', { keyword: '站', city: '北京' }, '暂不支持该城市'],
    ['city as a number', { keyword: '站', city: 5 }, '城市格式不正确'],
  ]
  for (const [name, body, msg] of bad) {
    test(`refuses ${name}`, async () => {
      const r = await search(env, body)
      assert.equal(r.statusCode, 200)
      assert.equal(r.body.status, 0)
      assert.equal(r.body.msg, msg)
    })
  }
})

// ---------------------------------------------------------------- AMap against a fake

interface AmapFake {
  base: string
  queries: URLSearchParams[]
  answer: 'ok' | 'refuse' | 'hang'
  close(): Promise<void>
}

const POIS = [
  { name: '贵阳北站', address: '观山湖区贵阳北站', cityname: '贵阳市', location: '106.678000,26.619000' },
  { name: '贵阳站', address: [], cityname: '贵阳市', location: '106.710000,26.560000' },
  { name: '贵阳东站', address: '乌当区新添大道', cityname: '贵阳市', location: '106.780000,26.618000' },
  { name: '没有坐标的地点', address: '', cityname: '贵阳市', location: [] },
]

async function startAmapFake(): Promise<AmapFake> {
  const fake = { queries: [] as URLSearchParams[], answer: 'ok' as AmapFake['answer'] } as AmapFake
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake')
    if (url.pathname !== '/v3/place/text') { res.writeHead(404).end(); return }
    fake.queries.push(url.searchParams)
    if (fake.answer === 'hang') return
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(fake.answer === 'ok'
      ? { status: '1', info: 'OK', infocode: '10000', count: String(POIS.length), pois: POIS }
      : { status: '0', info: 'INVALID_USER_KEY', infocode: '10001' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.close = () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()) })
  return fake
}

describe('amap places provider', () => {
  let fake: AmapFake
  let env: TestEnv
  before(async () => {
    fake = await startAmapFake()
    env = await setup({ PLACES_PROVIDER: 'amap', PLACES_AMAP_KEY: 'amap-test-key', PLACES_API_BASE: fake.base })
  })
  after(async () => {
    await env.close()
    await fake.close()
  })

  test('asks AMap for the keyword within the city and answers its places', async () => {
    fake.answer = 'ok'
    const { body } = await search(env, { keyword: ' 火车站 ', city: 'guiyang' })
    assert.equal(body.status, 1)
    const q = fake.queries.at(-1)!
    assert.deepEqual(Object.fromEntries(q), {
      key: 'amap-test-key', keywords: '火车站', city: '贵阳', citylimit: 'true', offset: '20', page: '1', output: 'JSON',
    })
    assert.deepEqual(body.result, [
      { name: '贵阳北站', address: '观山湖区贵阳北站', city: '贵阳市', latitude: 26.619, longitude: 106.678, distance: null },
      { name: '贵阳站', address: '', city: '贵阳市', latitude: 26.56, longitude: 106.71, distance: null },
      { name: '贵阳东站', address: '乌当区新添大道', city: '贵阳市', latitude: 26.618, longitude: 106.78, distance: null },
    ])
  })

  test('with a position: the nearest supported city is asked, places nearest first', async () => {
    fake.answer = 'ok'
    const here = { latitude: 26.5600, longitude: 106.7100 }
    const { body } = await search(env, { keyword: '站', ...here })
    assert.equal(fake.queries.at(-1)!.get('city'), '贵阳')
    assert.deepEqual(body.result.map((p) => p.name), ['贵阳站', '贵阳北站', '贵阳东站'])
    for (const p of body.result) assert.ok(Math.abs(p.distance! - metres(here, p)) <= 1)
    const zunyi = await search(env, { keyword: '站', latitude: 27.69, longitude: 106.92 })
    assert.equal(zunyi.body.status, 1)
    assert.equal(fake.queries.at(-1)!.get('city'), '遵义')
  })

  test('a refusal from AMap is a clear failure for the user', async () => {
    fake.answer = 'refuse'
    const { body } = await search(env, { keyword: '站' })
    assert.equal(body.status, 0)
    assert.equal(body.msg, '地址搜索失败，请稍后再试')
    await assert.rejects(
      new AmapPlacesProvider('k', fake.base).search({ keyword: '站', city: { id: 1, code: 'guiyang', name: '贵阳', latitude: 26.6, longitude: 106.6, sort: 0 }, position: null }),
      /INVALID_USER_KEY/,
    )
  })

  test('no answer in time: the search gives up', async () => {
    fake.answer = 'hang'
    const provider = new AmapPlacesProvider('k', fake.base, 200)
    await assert.rejects(
      provider.search({ keyword: '站', city: { id: 1, code: 'guiyang', name: '贵阳', latitude: 26.6, longitude: 106.6, sort: 0 }, position: null }),
      /no answer within 200 ms/,
    )
  })

  test('config: amap needs a key, unknown providers stop the start', () => {
    assert.throws(() => createPlacesProvider(loadConfig({ PLACES_PROVIDER: 'amap' }).providers.places, env.database.db), /PLACES_AMAP_KEY/)
    assert.throws(() => createPlacesProvider(loadConfig({ PLACES_PROVIDER: 'baidu' }).providers.places, env.database.db), /PLACES_PROVIDER "baidu" is unknown/)
    assert.equal(loadConfig({}).providers.places.provider, 'dev')
    assert.equal(loadConfig({}).providers.places.apiBase, 'https://restapi.amap.com')
  })
})
