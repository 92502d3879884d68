#!/usr/bin/env node
// Draws the demo banners the server's seed points at (server/public/banners/*.jpg, 750x300) by
// rendering small HTML cards in headless Chromium. Re-run after changing a banner below.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'server/public/banners')

const BANNERS = [
  { file: 'kingeat', title: '霸王餐免费吃', sub: '点外卖上传凭证，最高全额返现', badge: '每天10点开抢', from: '#ff7a45', to: '#fc4d16', mark: '饭' },
  { file: 'signin', title: '每日签到领金币', sub: '连续7天最高领50金币', badge: '会员双倍', from: '#ffb400', to: '#ff8a00', mark: '金' },
  { file: 'guide', title: '饭贝省钱攻略', sub: '3分钟学会每餐只花0-5元', badge: '新手必看', from: '#4f8bff', to: '#2f5bff', mark: '省' },
  { file: 'fuli', title: '福利中心', sub: '抽奖、盲盒、金币兑换天天有', badge: '好礼不停', from: '#ff5f8f', to: '#e8305f', mark: '福' },
  { file: 'member', title: '开通会员返利翻倍', sub: '霸王餐返利更高，签到金币翻倍', badge: '低至0.3元/天', from: '#4a3a2a', to: '#1f1a14', mark: '会' },
]

const html = (b) => `<!doctype html><meta charset="utf-8"><style>
  html,body{margin:0;width:750px;height:300px;overflow:hidden;font-family:'Noto Sans CJK SC','PingFang SC',sans-serif}
  .card{position:relative;width:750px;height:300px;box-sizing:border-box;padding:52px 56px;color:#fff;
    background:linear-gradient(120deg,${b.from},${b.to});overflow:hidden}
  .card:before{content:'';position:absolute;right:-80px;top:-120px;width:420px;height:420px;border-radius:50%;background:rgba(255,255,255,.12)}
  .card:after{content:'';position:absolute;right:120px;bottom:-160px;width:300px;height:300px;border-radius:50%;background:rgba(255,255,255,.08)}
  h1{margin:0;font-size:58px;font-weight:800;letter-spacing:2px}
  p{margin:18px 0 0;font-size:30px;opacity:.92}
  .badge{display:inline-block;margin-top:30px;padding:10px 26px;border-radius:40px;background:#fff;color:${b.to};font-size:28px;font-weight:700}
  .mark{position:absolute;right:70px;top:60px;width:180px;height:180px;border-radius:50%;border:10px solid rgba(255,255,255,.85);
    box-sizing:border-box;display:flex;align-items:center;justify-content:center;font-size:96px;font-weight:800;color:#fff}
</style><div class="card"><h1>${b.title}</h1><p>${b.sub}</p><span class="badge">${b.badge}</span><span class="mark">${b.mark}</span></div>`

fs.mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const page = await browser.newPage({ viewport: { width: 750, height: 300 }, deviceScaleFactor: 1 })
for (const b of BANNERS) {
  await page.setContent(html(b))
  const file = path.join(outDir, `${b.file}.jpg`)
  await page.screenshot({ path: file, type: 'jpeg', quality: 85, clip: { x: 0, y: 0, width: 750, height: 300 } })
  console.log(`${path.relative(root, file)} ${fs.statSync(file).size} B`)
}
await browser.close()
// the WebP twins the server sends to browsers that take WebP
await import('./webp-twins.mjs')
