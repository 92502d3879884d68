#!/usr/bin/env node
// Writes a WebP twin beside every demo image (server/public/banners and server/public/shops, *.jpg
// and *.png), encoded by headless Chromium's canvas at quality 0.8. The server sends the twin to
// browsers that accept WebP, the JPEG or PNG to the others (server/src/webpTwins.ts). Run after
// drawing images (draw-banners.mjs and draw-shop-images.mjs run it).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DIRS = ['server/public/banners', 'server/public/shops'].map((d) => path.join(root, d))
const QUALITY = 0.8

const images = DIRS.flatMap((dir) => fs.readdirSync(dir, { recursive: true })
  .filter((f) => /\.(jpe?g|png)$/i.test(f)).map((f) => path.join(dir, f)))

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const page = await browser.newPage()
let before = 0
let after = 0
for (const file of images) {
  const type = /\.png$/i.test(file) ? 'image/png' : 'image/jpeg'
  const source = `data:${type};base64,${fs.readFileSync(file).toString('base64')}`
  const webp = await page.evaluate(async ({ source, quality }) => {
    const img = new Image()
    img.src = source
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = img.naturalWidth
    canvas.height = img.naturalHeight
    canvas.getContext('2d').drawImage(img, 0, 0)
    return canvas.toDataURL('image/webp', quality)
  }, { source, quality: QUALITY })
  const bytes = Buffer.from(webp.slice(webp.indexOf(',') + 1), 'base64')
  const twin = file.replace(/\.(jpe?g|png)$/i, '.webp')
  // a twin that would not be smaller is not written: the original is sent to everyone
  if (bytes.length < fs.statSync(file).size) {
    fs.writeFileSync(twin, bytes)
    before += fs.statSync(file).size
    after += bytes.length
  } else if (fs.existsSync(twin)) {
    fs.rmSync(twin)
  }
}
await browser.close()
console.log(`WebP twins of ${images.length} images: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB`)
