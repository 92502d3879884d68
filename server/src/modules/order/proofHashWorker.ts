// The worker thread that decodes proof screenshots and computes their perceptual hash
// (proofHash.ts hashImage): decoding a phone screenshot in JavaScript takes about a second, so it
// runs off the server's event loop, one image at a time. Kept as plain CommonJS source (run with
// `eval`), so it needs no file beside the compiled server; the packages are passed as resolved
// paths in workerData. docs/server.md "Proof review".
export const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads')
const MAX_PIXELS = workerData.maxMegapixels * 1024 * 1024

// The image's size from its header, before anything is decoded: [width, height] or null.
function sizeOf(data) {
  if (data.length > 24 && data.readUInt32BE(0) === 0x89504e47) return [data.readUInt32BE(16), data.readUInt32BE(20)]
  if (data.length > 30 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    const chunk = data.toString('latin1', 12, 16)
    if (chunk === 'VP8X') return [data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1]
    if (chunk === 'VP8 ') return [data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff]
    if (chunk === 'VP8L') { const b = data.readUInt32LE(21); return [(b & 0x3fff) + 1, ((b >> 14) & 0x3fff) + 1] }
  }
  return null
}

// RGBA pixels of a PNG, JPEG or WebP, or null (another type, too large, broken).
function decode(data) {
  const size = sizeOf(data)
  if (size && size[0] * size[1] > MAX_PIXELS) return null
  if (data.length > 24 && data.readUInt32BE(0) === 0x89504e47) return require(workerData.pngjs).PNG.sync.read(data)
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8) {
    return require(workerData.jpeg).decode(data, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: workerData.maxMegapixels, maxMemoryUsageInMB: 512 })
  }
  if (size) return require(workerData.webp).decode(data)
  return null
}

// The 64-bit difference hash: grey (transparent as white), 9x8 cells averaged, one bit per pair of
// neighbours in a row (left brighter than right); as a signed 64-bit decimal.
function dHash(img) {
  const W = 9, H = 8
  const sums = new Float64Array(W * H), counts = new Float64Array(W * H)
  const { width, height, data } = img
  for (let y = 0; y < height; y++) {
    const cy = Math.min(H - 1, Math.floor((y * H) / height))
    const row = y * width
    for (let x = 0; x < width; x++) {
      const cx = Math.min(W - 1, Math.floor((x * W) / width))
      const i = (row + x) * 4
      const a = data[i + 3] / 255
      sums[cy * W + cx] += (0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2]) * a + 255 * (1 - a)
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
  return BigInt.asIntN(64, hash).toString()
}

parentPort.on('message', ({ id, data }) => {
  let hash = null
  try {
    const img = decode(Buffer.from(data.buffer, data.byteOffset, data.byteLength))
    if (img && img.width > 0 && img.height > 0) hash = dHash(img)
  } catch {
    hash = null
  }
  parentPort.postMessage({ id, hash })
})
`
