#!/usr/bin/env node
// Draws the demo raffles' images the server's seed points at (server/src/modules/raffle/seed.ts):
// one cover per draw style (server/public/banners/raffle/cover-<style>.jpg, 750x300) and the prize
// pictures (prize-<name>.png, 200x200), by rendering small HTML cards in headless Chromium, then
// their WebP twins. Re-run after changing one below.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'server/public/banners/raffle')

const COVERS = [
  { style: 'wheel', title: '幸运大转盘', sub: '转一转，金币现金会员天天送', from: '#ff7a45', to: '#e8305f', mark: '转' },
  { style: 'grid', title: '九宫格抽奖', sub: '九格好礼，一点即开', from: '#ffb400', to: '#ff6a00', mark: '格' },
  { style: 'flip', title: '翻牌抽奖', sub: '翻开一张，看看你的手气', from: '#4f8bff', to: '#6a3cff', mark: '翻' },
  { style: 'egg', title: '砸金蛋', sub: '一锤下去，好礼蹦出来', from: '#f5a623', to: '#c76b00', mark: '蛋' },
  { style: 'scratch', title: '刮刮乐', sub: '刮开涂层，立见分晓', from: '#19b47a', to: '#0a7f57', mark: '刮' },
  { style: 'capsule', title: '幸运扭蛋', sub: '扭一扭，惊喜滚出来', from: '#ff5fa8', to: '#b23cff', mark: '扭' },
]

const PRIZES = [
  { file: 'gold', label: '金币', mark: '金', from: '#ffd54a', to: '#f5a000' },
  { file: 'cash', label: '现金', mark: '¥', from: '#ff7a6b', to: '#e8303a' },
  { file: 'coupon', label: '红包', mark: '券', from: '#ff8a5c', to: '#fc4d16' },
  { file: 'member', label: '会员', mark: 'VIP', from: '#6b5a48', to: '#2a221a' },
  { file: 'earbuds', label: '耳机', mark: '耳', from: '#7ab8ff', to: '#2f6bff' },
  { file: 'cup', label: '保温杯', mark: '杯', from: '#8fe3c0', to: '#19a774' },
  { file: 'bag', label: '帆布袋', mark: '袋', from: '#d8b98a', to: '#a47a3c' },
  { file: 'thanks', label: '谢谢参与', mark: '谢', from: '#d9dde4', to: '#9aa3b2' },
]

const cover = (c) => `<!doctype html><meta charset="utf-8"><style>
  html,body{margin:0;width:750px;height:300px;overflow:hidden;font-family:'Noto Sans CJK SC','PingFang SC',sans-serif}
  .card{position:relative;width:750px;height:300px;box-sizing:border-box;padding:60px 56px;color:#fff;background:linear-gradient(120deg,${c.from},${c.to});overflow:hidden}
  .card:before{content:'';position:absolute;right:-60px;top:-100px;width:380px;height:380px;border-radius:50%;background:rgba(255,255,255,.14)}
  h1{margin:0;font-size:64px;font-weight:800;letter-spacing:4px}
  p{margin:22px 0 0;font-size:30px;opacity:.95}
  .mark{position:absolute;right:80px;top:60px;width:180px;height:180px;border-radius:50%;background:#fff;color:${c.to};
    display:flex;align-items:center;justify-content:center;font-size:100px;font-weight:800;box-shadow:0 8px 0 rgba(0,0,0,.15)}
</style><div class="card"><h1>${c.title}</h1><p>${c.sub}</p><span class="mark">${c.mark}</span></div>`

const prize = (p) => `<!doctype html><meta charset="utf-8"><style>
  html,body{margin:0;width:200px;height:200px;overflow:hidden;background:transparent;font-family:'Noto Sans CJK SC','PingFang SC',sans-serif}
  .p{width:200px;height:200px;border-radius:50%;background:radial-gradient(circle at 35% 30%,${p.from},${p.to});display:flex;flex-direction:column;
    align-items:center;justify-content:center;color:#fff;box-sizing:border-box;border:8px solid rgba(255,255,255,.7)}
  b{font-size:${p.mark.length > 1 ? 56 : 80}px;line-height:1;font-weight:800}
  span{margin-top:8px;font-size:26px;font-weight:700}
</style><div class="p"><b>${p.mark}</b><span>${p.label}</span></div>`

fs.mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const wide = await browser.newPage({ viewport: { width: 750, height: 300 }, deviceScaleFactor: 1 })
for (const c of COVERS) {
  await wide.setContent(cover(c))
  const file = path.join(outDir, `cover-${c.style}.jpg`)
  await wide.screenshot({ path: file, type: 'jpeg', quality: 82, clip: { x: 0, y: 0, width: 750, height: 300 } })
  console.log(`${path.relative(root, file)} ${fs.statSync(file).size} B`)
}
const square = await browser.newPage({ viewport: { width: 200, height: 200 }, deviceScaleFactor: 1 })
for (const p of PRIZES) {
  await square.setContent(prize(p))
  const file = path.join(outDir, `prize-${p.file}.png`)
  await square.screenshot({ path: file, type: 'png', omitBackground: true, clip: { x: 0, y: 0, width: 200, height: 200 } })
  console.log(`${path.relative(root, file)} ${fs.statSync(file).size} B`)
}
await browser.close()
// the WebP twins the server sends to browsers that take WebP
await import('./webp-twins.mjs')
