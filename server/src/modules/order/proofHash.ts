import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm'
import { decode as decodeWebp } from '@cwasm/webp'
import jpeg from 'jpeg-js'
import { PNG } from 'pngjs'
import type { Db } from '../../db/driver'
import { freeMealOrders, proofHashes } from '../../db/schema'
import { storedNameOf, type StorageProvider } from '../../providers/storage'

// The perceptual hash of proof screenshots (docs/server.md "Proof review", docs/rules.md "Proof
// review signals"): a 64-bit dHash of each screenshot, stored when the proof is submitted, so the
// review queue can tell a screenshot used before, as is or re-encoded, resized or recompressed.
// Decoding is pure JavaScript (PNG, JPEG) and WebAssembly (WebP), so it works offline on any
// machine; a GIF or a file that cannot be decoded gets a row without a hash.

/** Two screenshots whose hashes differ in at most this many of the 64 bits are "the same". */
export const PROOF_HASH_MAX_DISTANCE = 4
/** The bands the hash is cut into (13, 13, 13, 13 and 12 bits): with MAX_DISTANCE + 1 bands, two
 * hashes within MAX_DISTANCE share at least one band whole, so the lookup is exact. */
export const PROOF_HASH_BANDS = PROOF_HASH_MAX_DISTANCE + 1
const BAND_BITS = [13, 13, 13, 13, 12]
/** The largest image decoded, in megapixels (a phone's long screenshot is under 10). */
const MAX_MEGAPIXELS = 40

interface Pixels {
  width: number
  height: number
  /** RGBA, 4 bytes a pixel. */
  data: Uint8Array
}

/** The image's pixels by its content (PNG, JPEG, WebP), or null when it is none of them or broken. */
export function decodeImage(data: Buffer): Pixels | null {
  try {
    if (data.length > 8 && data.readUInt32BE(0) === 0x89504e47) {
      const png = PNG.sync.read(data)
      return { width: png.width, height: png.height, data: png.data }
    }
    if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8) {
      const img = jpeg.decode(data, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_MEGAPIXELS, maxMemoryUsageInMB: 512 })
      return { width: img.width, height: img.height, data: img.data }
    }
    if (data.length > 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
      const img = decodeWebp(data)
      return { width: img.width, height: img.height, data: new Uint8Array(img.data.buffer, img.data.byteOffset, img.data.byteLength) }
    }
  } catch {
    return null
  }
  return null
}

/**
 * The 64-bit difference hash: the image in grey (transparent pixels as white), shrunk to 9x8 by
 * averaging each cell's pixels, and one bit per pair of neighbours in a row (left brighter than
 * right). Averaging whole cells makes it stable under resizing and recompression.
 */
export function dHash(img: Pixels): bigint {
  const W = 9
  const H = 8
  const sums = new Float64Array(W * H)
  const counts = new Float64Array(W * H)
  const { width, height, data } = img
  for (let y = 0; y < height; y++) {
    const cy = Math.min(H - 1, Math.floor((y * H) / height))
    for (let x = 0; x < width; x++) {
      const cx = Math.min(W - 1, Math.floor((x * W) / width))
      const i = (y * width + x) * 4
      const a = data[i + 3] / 255
      const grey = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2]
      sums[cy * W + cx] += grey * a + 255 * (1 - a)
      counts[cy * W + cx] += 1
    }
  }
  let hash = 0n
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W - 1; x++) {
      const left = sums[y * W + x] / (counts[y * W + x] || 1)
      const right = sums[y * W + x + 1] / (counts[y * W + x + 1] || 1)
      hash = (hash << 1n) | (left > right ? 1n : 0n)
    }
  }
  return BigInt.asIntN(64, hash)
}

/** The hash's bands, low bits first (proof_hashes.band0..band4). */
export function bandsOf(hash: bigint): number[] {
  let rest = BigInt.asUintN(64, hash)
  return BAND_BITS.map((bits) => {
    const band = Number(rest & ((1n << BigInt(bits)) - 1n))
    rest >>= BigInt(bits)
    return band
  })
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b)
  let n = 0
  while (x) {
    x &= x - 1n
    n++
  }
  return n
}

/** The row of one screenshot: its hash and bands, or none when it cannot be decoded. */
function hashRow(orderId: number, url: string, data: Buffer | null) {
  const pixels = data && decodeImage(data)
  if (!pixels || pixels.width < 1 || pixels.height < 1) return { orderId, url }
  const hash = dHash(pixels)
  const [band0, band1, band2, band3, band4] = bandsOf(hash)
  return { orderId, url, hash, band0, band1, band2, band3, band4 }
}

interface HashLog {
  warn(obj: object, msg: string): void
}

/**
 * Hashes the order's screenshots that have no row yet (once per order and URL). A file the store
 * cannot give right now (an error, not a missing file) is left without a row, for the backfill to
 * take again; a missing or undecodable one gets a row without a hash.
 */
export async function recordProofHashes(db: Db, storage: StorageProvider, orderId: number, urls: string[], log: HashLog): Promise<number> {
  const done = new Set((await db.select({ url: proofHashes.url }).from(proofHashes).where(eq(proofHashes.orderId, orderId))).map((r) => r.url))
  let stored = 0
  for (const url of new Set(urls)) {
    if (done.has(url)) continue
    const name = storedNameOf(storage, url)
    let data: Buffer | null
    try {
      data = name === null ? null : await storage.read(name)
    } catch (err) {
      log.warn({ err, orderId, url }, 'proof screenshot not read for its hash')
      continue
    }
    await db.insert(proofHashes).values(hashRow(orderId, url, data)).onConflictDoNothing()
    stored++
  }
  return stored
}

/**
 * Hashes the screenshots of every order with proof and no hash row (proofs stored before the
 * hashes, or whose hashing failed), oldest first, `batch` orders at a time. The server runs it once
 * in the background at start (order/routes.ts); it is idempotent, so processes that run it together
 * only repeat reads.
 */
export async function backfillProofHashes(db: Db, storage: StorageProvider, log: HashLog, batch = 50): Promise<number> {
  let after = 0
  let hashed = 0
  for (;;) {
    const orders = await db.select({ id: freeMealOrders.id, images: freeMealOrders.proofImages }).from(freeMealOrders)
      .where(and(
        gt(freeMealOrders.id, after),
        sql`jsonb_array_length(${freeMealOrders.proofImages}) > 0`,
        notExists(db.select({ one: sql`1` }).from(proofHashes).where(eq(proofHashes.orderId, freeMealOrders.id))),
      ))
      .orderBy(asc(freeMealOrders.id)).limit(batch)
    if (orders.length === 0) return hashed
    for (const order of orders) hashed += await recordProofHashes(db, storage, order.id, order.images, log)
    after = orders[orders.length - 1].id
  }
}
