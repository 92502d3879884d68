#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the H5 build, once at
// build time, so the server sends them without compressing per request (@fastify/static
// preCompressed picks the copy the browser accepts). Usage: node scripts/precompress.mjs [dir]
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const dir = process.argv[2] || path.join(process.env.OUTPUT_ROOT || 'dist', 'h5')
const TEXT = /\.(js|css|html|json|svg|txt|map)$/
// smaller files gain less than the Content-Encoding costs
const MIN_BYTES = 1024

function* files(root) {
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const p = path.join(root, entry.name)
    if (entry.isDirectory()) yield* files(p)
    else if (TEXT.test(entry.name)) yield p
  }
}

let count = 0
let raw = 0
let brotli = 0
for (const file of files(dir)) {
  const body = fs.readFileSync(file)
  if (body.length < MIN_BYTES) continue
  const br = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })
  fs.writeFileSync(`${file}.br`, br)
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }))
  count++
  raw += body.length
  brotli += br.length
}
console.log(`precompressed ${count} files in ${dir}: ${(raw / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli`)
