import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { haversineMetres, type Position } from '../src/modules/shop/geo'
import { forgetShopLists, LIST_CACHE_TTL_MS } from '../src/modules/shop/listCache'
import { NearbyCache, pageAround, type Around } from '../src/modules/shop/nearby'

// The rule that lets a read around one position answer another (modules/shop/nearby.ts), on
// random catalogues against brute force: whenever it answers, the page is exactly the one of
// every shop sorted from the position asked; and the cache of reads: shared, kept for a moment.

interface Row {
  shop: { id: number; latitude: number; longitude: number }
}

/** A fixed pseudo-random sequence (each test the same). */
function random(seed: number): () => number {
  let s = seed
  return () => {
    s = (s * 16807) % 2147483647
    return s / 2147483647
  }
}

/** Shops around a point, `spreadM` metres in each direction; `grid` snaps them to a grid of that many metres (many equal distances). */
function catalogue(next: () => number, n: number, centre: Position, spreadM: number, grid = 0): Row[] {
  const perDegree = haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })
  const snap = (m: number) => (grid ? Math.round(m / grid) * grid : m)
  return Array.from({ length: n }, (_, i) => ({
    shop: {
      id: i + 1,
      latitude: centre.latitude + snap((next() * 2 - 1) * spreadM) / perDegree,
      longitude: centre.longitude + snap((next() * 2 - 1) * spreadM) / (perDegree * Math.cos((centre.latitude * Math.PI) / 180)),
    },
  }))
}

/** Every shop from a position, nearest first, ties by id; only those within radiusM when given. */
function sorted(rows: Row[], from: Position, radiusM?: number) {
  return rows.map((row) => ({ row, distance: haversineMetres(from, row.shop) }))
    .filter((r) => radiusM === undefined || r.distance <= radiusM)
    .sort((a, b) => a.distance - b.distance || a.row.shop.id - b.row.shop.id)
}

/** What the database gives a read of `count` rows around `centre` (within `bound` when given). */
function readAround(rows: Row[], centre: Position, count: number, bound?: number): Around<Row> {
  const all = sorted(rows, centre, bound)
  const found = all.slice(0, count)
  return {
    centre,
    rows: found.map((r) => r.row),
    reach: found.length < count ? Infinity : found[count - 1].distance,
    bound: bound ?? Infinity,
  }
}

describe('pageAround', () => {
  for (const [name, grid, radiusM] of [['scattered shops', 0, undefined], ['shops on a 200 m grid (equal distances)', 200, undefined],
    ['a list with a radius of its own', 0, 3_000]] as const) {
    test(`${name}: every page it answers is the page of all shops from the position asked`, () => {
      const next = random(name.length * 7919)
      let answered = 0
      let refused = 0
      for (let round = 0; round < 40; round++) {
        const centre = { latitude: 20 + next() * 20, longitude: 100 + next() * 20 }
        const rows = catalogue(next, 150 + Math.floor(next() * 150), centre, 8_000, grid)
        const limit = 1 + Math.floor(next() * 12)
        const offset = Math.floor(next() * 3) * limit
        const read = readAround(rows, centre, (offset + limit + 1) * 4, radiusM === undefined ? undefined : radiusM + 2_000)
        for (let k = 0; k < 25; k++) {
          const metres = next() * 3_000
          const angle = next() * 2 * Math.PI
          const at = {
            latitude: centre.latitude + (metres * Math.cos(angle)) / 111_195,
            longitude: centre.longitude + (metres * Math.sin(angle)) / (111_195 * Math.cos((centre.latitude * Math.PI) / 180)),
          }
          const page = pageAround(read, at, offset, limit, radiusM)
          if (!page) {
            refused++
            continue
          }
          answered++
          const all = sorted(rows, at, radiusM)
          assert.deepEqual(page.rows.map((r) => [r.row.shop.id, r.distance]), all.slice(offset, offset + limit).map((r) => [r.row.shop.id, r.distance]))
          assert.equal(page.more, all.length > offset + limit)
        }
      }
      assert.ok(answered > 100 && refused > 10, `${answered} answered, ${refused} refused: both cases seen`)
    })
  }

  test('a page that uses up the rows of the read near the position is refused: a shop outside the read may follow', () => {
    // along a meridian, metres north (+) or south (-) of the centre; the read holds the 3 nearest
    const at = (m: number, id: number): Row => ({ shop: { id, latitude: 30 + m / 111_195, longitude: 110 } })
    const rows = [at(1_400, 1), at(1_800, 2), at(-2_500, 3), at(2_600, 4)]
    const read = readAround(rows, { latitude: 30, longitude: 110 }, 3, 4_000)
    assert.deepEqual(read.rows.map((r) => r.shop.id), [1, 2, 3])
    const here = { latitude: 30 + 1_500 / 111_195, longitude: 110 }
    // within 1.5 km of here: shops 1 (100 m) and 2 (300 m) from the read, and shop 4 (1.1 km), which it does not hold
    assert.deepEqual(pageAround(read, here, 0, 1, 1_500)!.rows.map((r) => r.row.shop.id), [1])
    assert.equal(pageAround(read, here, 0, 1, 1_500)!.more, true)
    assert.equal(pageAround(read, here, 0, 2, 1_500), null)
  })

  test('a read that holds every shop answers anywhere', () => {
    const next = random(11)
    const rows = catalogue(next, 30, { latitude: 30, longitude: 110 }, 50_000)
    const read = readAround(rows, { latitude: 30, longitude: 110 }, 44)
    assert.equal(read.reach, Infinity)
    for (const at of [{ latitude: -33.9, longitude: 18.4 }, { latitude: 30.2, longitude: 110.1 }, { latitude: 89.9, longitude: -179.9 }]) {
      const page = pageAround(read, at, 10, 10)!
      assert.deepEqual(page.rows.map((r) => r.row.shop.id), sorted(rows, at).slice(10, 20).map((r) => r.row.shop.id))
      assert.equal(page.more, true)
    }
  })
})

describe('NearbyCache', () => {
  const rows = catalogue(random(5), 40, { latitude: 30, longitude: 110 }, 20_000)
  const fit = (at: Position) => (read: Around<Row>) => pageAround(read, at, 0, 5)

  test('people asking at once at positions nearby share one read', async () => {
    const cache = new NearbyCache<Row>()
    let reads = 0
    const load = (at: Position) => async () => {
      reads++
      await new Promise((resolve) => setTimeout(resolve, 5))
      return readAround(rows, at, 24)
    }
    const positions = Array.from({ length: 20 }, (_, i) => ({ latitude: 30 + i * 1e-5, longitude: 110 }))
    const pages = await Promise.all(positions.map((at) => cache.answer('list', at, JSON.stringify(at), 1_000, fit(at), load(at))))
    assert.equal(reads, 1)
    for (const [i, at] of positions.entries()) {
      assert.deepEqual(pages[i]!.rows.map((r) => r.distance), sorted(rows, at).slice(0, 5).map((r) => r.distance))
    }
  })

  test('a read is kept for LIST_CACHE_TTL_MS of the clock given, and forgotten by forgetShopLists', async () => {
    const cache = new NearbyCache<Row>()
    let reads = 0
    const at = { latitude: 30, longitude: 110 }
    const ask = (nowMs: number) => cache.answer('list', at, 'here', nowMs, fit(at), async () => {
      reads++
      return readAround(rows, at, 24)
    })
    await ask(10_000)
    await ask(10_000 + LIST_CACHE_TTL_MS - 1)
    assert.equal(reads, 1)
    await ask(10_000 + LIST_CACHE_TTL_MS)
    assert.equal(reads, 2, 'read again once its moment is over')
    await ask(5_000)
    assert.equal(reads, 3, 'a clock set back does not reuse a later read')
    forgetShopLists()
    await ask(5_000)
    assert.equal(reads, 4, 'a grab or a cancel forgets every read')
    await ask(5_001)
    assert.equal(reads, 4)
    await assert.rejects(cache.answer('other', at, 'here', 0, fit(at), async () => { throw new Error('down') }), /down/)
    await cache.answer('other', at, 'here', 0, fit(at), async () => readAround(rows, at, 24))
  })
})
