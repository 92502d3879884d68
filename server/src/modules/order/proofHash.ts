import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { freeMealOrders, proofHashes } from '../../db/schema'
import { storedNameOf, type StorageProvider } from '../../providers/storage'
import { WORKER_SOURCE } from './proofHashWorker'

// The perceptual hash of proof screenshots (docs/server.md "Proof review", docs/rules.md "Free
// meals and deals": proof review signals): a 64-bit dHash of each screenshot, stored after the
// proof is submitted, so the review queue can tell a screenshot used before, as is or re-encoded,
// resized or recompressed. Decoding is pure JavaScript (PNG by pngjs, JPEG by jpeg-js) and
// WebAssembly shipped in its package (WebP by @cwasm/webp), so it works offline on any machine, in
// a worker thread (proofHashWorker.ts); a GIF or a file that cannot be decoded gets a row without a hash.

/** Two screenshots whose hashes differ in at most this many of the 64 bits are "the same". */
export const PROOF_HASH_MAX_DISTANCE = 4
/** The bands the hash is cut into (13, 13, 13, 13 and 12 bits): with MAX_DISTANCE + 1 bands, two
 * hashes within MAX_DISTANCE share at least one band whole, so the lookup is exact. */
export const PROOF_HASH_BANDS = PROOF_HASH_MAX_DISTANCE + 1
const BAND_BITS = [13, 13, 13, 13, 12]
/** The largest image decoded, in megapixels (a phone's long screenshot is under 10). */
const MAX_MEGAPIXELS = 40

const require = createRequire(import.meta.url)
let worker: Worker | null = null
const waiting = new Map<number, { resolve: (hash: bigint | null) => void; reject: (err: unknown) => void }>()
let jobSeq = 0

/** The process's hashing worker, started on first use; it keeps the process alive only while it works. */
function hashWorker(): Worker {
  if (worker) return worker
  const started = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { pngjs: require.resolve('pngjs'), jpeg: require.resolve('jpeg-js'), webp: require.resolve('@cwasm/webp'), maxMegapixels: MAX_MEGAPIXELS },
  })
  started.on('message', ({ id, hash }: { id: number; hash: string | null }) => {
    waiting.get(id)?.resolve(hash === null ? null : BigInt(hash))
    waiting.delete(id)
    if (waiting.size === 0) started.unref()
  })
  const fail = (err: unknown) => {
    if (worker === started) worker = null
    for (const job of waiting.values()) job.reject(err)
    waiting.clear()
  }
  started.on('error', fail)
  started.on('exit', (code) => fail(new Error(`proof hash worker exited (${code})`)))
  started.unref()
  worker = started
  return started
}

/** The image's 64-bit dHash (a signed bigint, as stored), or null when it is no PNG, JPEG or WebP, too large or broken. */
export function hashImage(data: Buffer): Promise<bigint | null> {
  const id = ++jobSeq
  return new Promise((resolve, reject) => {
    const w = hashWorker()
    waiting.set(id, { resolve, reject })
    w.ref()
    w.postMessage({ id, data })
  })
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
async function hashRow(orderId: number, url: string, data: Buffer | null) {
  const hash = data && await hashImage(data)
  if (hash === null) return { orderId, url }
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
    await db.insert(proofHashes).values(await hashRow(orderId, url, data)).onConflictDoNothing()
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

// the hashing queued by this process, per database: one proof after another, off the answers
const queues = new WeakMap<Db, Promise<void>>()

/**
 * Hashes a submitted proof's screenshots after the answer (order/routes.ts), in this process's
 * queue of the database: proofs one after another, so a crowd of submits never decodes at once. A
 * failure is logged; the backfill takes what it left.
 */
export function hashProofLater(db: Db, storage: StorageProvider, orderId: number, urls: string[], log: HashLog & { error(obj: object, msg: string): void }): void {
  const next = (queues.get(db) ?? Promise.resolve())
    .then(() => recordProofHashes(db, storage, orderId, urls, log))
    .then(() => undefined, (err: unknown) => log.error({ err, orderId }, 'proof hashes not stored'))
  queues.set(db, next)
}

/** Resolves when the hashing queued so far on the database is done (closing the server, tests). */
export async function proofHashesIdle(db: Db): Promise<void> {
  for (let current = queues.get(db); current; ) {
    await current
    const after = queues.get(db)
    current = after === current ? undefined : after
  }
}
