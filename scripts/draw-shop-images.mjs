#!/usr/bin/env node
// Draws the demo shop images the server's seed (server/src/db/seedShops.ts) points at, in headless
// Chromium: a 200x200 logo per shop (server/public/shops/logos/<logo>.jpg), three 750x420 photos
// per category (photos/<category>-<n>.jpg) and the category icons (icons/<category>.svg). The
// food is drawn as SVG, so the images are reproducible. Re-run after changing the lists below.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'server/public/shops')

// ---- the food, drawn in a 200x200 box ----
const steam = (x) => `<path d="M${x} 52c-8-10 8-16 0-28M${x + 22} 48c-8-10 8-16 0-28M${x + 44} 52c-8-10 8-16 0-28" stroke="#fff" stroke-opacity=".75" stroke-width="5" fill="none" stroke-linecap="round"/>`
const bowl = (rim, inside) => `<ellipse cx="100" cy="98" rx="78" ry="22" fill="${inside}"/>
  <path d="M22 98h156c0 48-36 78-78 78s-78-30-78-78z" fill="${rim}"/><rect x="72" y="170" width="56" height="10" rx="5" fill="${rim}"/>
  <path d="M30 112h140" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>`
const FOOD = {
  mifen: `${steam(70)}${bowl('#f4efe6', '#d9822b')}
    <path d="M40 96c20-8 40 8 60 0s40-8 60 0M46 102c18-6 36 6 54 0s36-6 54 0" stroke="#fff3d6" stroke-width="5" fill="none"/>
    <path d="M58 88l26-6 6 10-26 6zM104 84l28-4 4 10-28 4z" fill="#8b3a1e"/><circle cx="94" cy="100" r="5" fill="#4caf50"/><circle cx="120" cy="97" r="4" fill="#4caf50"/><circle cx="70" cy="99" r="4" fill="#e53935"/>`,
  kuaican: `<ellipse cx="100" cy="118" rx="86" ry="54" fill="#fff"/><ellipse cx="100" cy="118" rx="72" ry="42" fill="#f3f0ea"/>
    <ellipse cx="72" cy="110" rx="32" ry="22" fill="#fffdf7"/><path d="M52 106q20-14 40 0" stroke="#eee6d4" stroke-width="3" fill="none"/>
    <path d="M104 98c14-12 44-10 52 6 6 14-10 26-30 24s-32-16-22-30z" fill="#c0392b"/><circle cx="120" cy="106" r="6" fill="#8e2a1c"/><circle cx="138" cy="112" r="5" fill="#8e2a1c"/>
    <path d="M70 136c10 8 40 10 58 2" stroke="#4caf50" stroke-width="9" stroke-linecap="round" fill="none"/>`,
  huoguo: `${steam(66)}<ellipse cx="100" cy="100" rx="80" ry="26" fill="#b71c1c"/><path d="M20 100h160c0 40-36 66-80 66s-80-26-80-66z" fill="#3b3b3b"/>
    <rect x="6" y="104" width="24" height="10" rx="5" fill="#3b3b3b"/><rect x="170" y="104" width="24" height="10" rx="5" fill="#3b3b3b"/>
    <ellipse cx="100" cy="100" rx="70" ry="20" fill="#d32f2f"/><path d="M56 96q8-12 16 0M120 104q8-12 16 0" stroke="#ff8a65" stroke-width="5" fill="none"/>
    <path d="M60 100c4-10 14-10 14 0M90 96l8 10M140 96c-4 8-10 10-14 6" stroke="#2e7d32" stroke-width="5" fill="none"/><circle cx="110" cy="98" r="6" fill="#ffca28"/>
    <path d="M132 40l-20 66M146 44l-24 62" stroke="#c8a165" stroke-width="4"/>`,
  shaokao: `<rect x="20" y="138" width="160" height="30" rx="8" fill="#37474f"/><path d="M30 148h140M30 158h140" stroke="#ff7043" stroke-width="3"/>
    ${[40, 84, 128].map((x) => `<path d="M${x} 30l24 110" stroke="#c8a165" stroke-width="4"/>
      <rect x="${x - 8}" y="48" width="30" height="20" rx="6" fill="#8d3b1f" transform="rotate(12 ${x} 48)"/>
      <rect x="${x - 3}" y="74" width="30" height="20" rx="6" fill="#f3c26b" transform="rotate(12 ${x} 74)"/>
      <rect x="${x + 2}" y="100" width="30" height="20" rx="6" fill="#8d3b1f" transform="rotate(12 ${x} 100)"/>`).join('')}
    <circle cx="60" cy="70" r="2.5" fill="#e53935"/><circle cx="106" cy="96" r="2.5" fill="#e53935"/><circle cx="150" cy="70" r="2.5" fill="#e53935"/>`,
  naicha: `<path d="M58 54h84l-12 120h-60z" fill="#fff" fill-opacity=".9"/><path d="M62 90h76l-9 84h-58z" fill="#d7a86e"/>
    <rect x="52" y="44" width="96" height="14" rx="7" fill="#fff"/><path d="M112 16l-14 112" stroke="#ff5a5f" stroke-width="9" stroke-linecap="round"/>
    ${[[80, 160], [96, 164], [112, 160], [88, 148], [104, 150], [120, 146], [76, 146]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#3e2723"/>`).join('')}`,
  tianpin: `<path d="M30 150l140 0 0-40-140-30z" fill="#fff3e0"/><path d="M30 80l140 30 0 14-140-30z" fill="#f8bbd0"/><path d="M30 120l140 10v6l-140-10z" fill="#f48fb1"/>
    <path d="M30 80c40-26 100-8 140 30" fill="#fff"/><path d="M30 150l140 0 0 10-140 0z" fill="#efc99a"/>
    <path d="M96 58c-14 0-22 14-14 24 6 8 22 8 28 0 8-10 0-24-14-24z" fill="#e53935"/><path d="M92 56l4-8 6 8" stroke="#43a047" stroke-width="4" fill="none"/>`,
  zhaji: `<path d="M36 96c0-40 128-40 128 0z" fill="#f0a441"/><path d="M52 80l4-3M80 70l4-2M112 70l4 2M140 80l-4-3" stroke="#fff3c4" stroke-width="4" stroke-linecap="round"/>
    <path d="M30 100h140l-6 10H36z" fill="#7cb342"/><rect x="30" y="110" width="140" height="10" fill="#ffca28"/>
    <rect x="34" y="120" width="132" height="20" rx="8" fill="#6d3b1e"/><path d="M30 140h140c0 20-20 26-70 26s-70-6-70-26z" fill="#e69a3a"/>`,
  qingshi: `${bowl('#ffffff', '#9ccc65')}
    <circle cx="62" cy="88" r="16" fill="#66bb6a"/><circle cx="92" cy="80" r="18" fill="#7cb342"/><circle cx="130" cy="84" r="17" fill="#43a047"/>
    <circle cx="74" cy="96" r="10" fill="#ef5350"/><circle cx="146" cy="96" r="9" fill="#ef5350"/>
    <ellipse cx="112" cy="98" rx="16" ry="11" fill="#fff"/><circle cx="112" cy="98" r="7" fill="#fbc02d"/><path d="M84 100l20-6 2 8-20 6z" fill="#f5deb3"/>`,
  qiancai: `${steam(70)}${bowl('#fbe9e7', '#e64a19')}
    <path d="M48 96c20-14 60-14 84 0-24 12-64 12-84 0z" fill="#fff8e1"/><path d="M132 96l22-12v24z" fill="#fff8e1"/><circle cx="62" cy="94" r="3" fill="#333"/>
    <circle cx="100" cy="104" r="7" fill="#ff7043"/><circle cx="140" cy="108" r="6" fill="#ff7043"/><path d="M70 108l10-4M150 94l8 6" stroke="#2e7d32" stroke-width="4"/>`,
}

const svg = (food, size) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="${size}" height="${size}">${food}</svg>`

// ---- categories: colours and the dishes of their three photos ----
const CATEGORIES = {
  kuaican: { colors: ['#ff8a3d', '#f4511e'], dishes: [['辣子鸡盖饭', '现炒现做 · 十分钟出餐'], ['两荤一素套餐', '米饭不限量'], ['回锅肉饭', '家常下饭菜']] },
  mifen: { colors: ['#ffb74d', '#e65100'], dishes: [['招牌牛肉粉', '老汤慢熬 · 牛肉现切'], ['红油肠旺面', '脆哨肥肠 · 一碗俱全'], ['羊肉粉', '汤鲜味浓 · 加一勺糊辣椒']] },
  huoguo: { colors: ['#ef5350', '#b71c1c'], dishes: [['牛油红锅', '现炒锅底 · 麻辣鲜香'], ['冷锅串串', '一毛一串 · 按签计价'], ['一人食小火锅', '自带加热 · 外卖也热乎']] },
  shaokao: { colors: ['#8d6e63', '#3e2723'], dishes: [['炭火烤串', '深夜食堂 · 现烤现送'], ['包浆豆腐', '外焦里嫩 · 一口爆浆'], ['烤五花', '自家石磨辣椒面']] },
  naicha: { colors: ['#d7a86e', '#8d5a2b'], dishes: [['刺梨柠檬茶', '贵州刺梨 · 酸甜解腻'], ['珍珠鲜奶茶', '都匀毛尖茶底'], ['鲜果茶', '每日现切水果']] },
  tianpin: { colors: ['#f48fb1', '#c2185b'], dishes: [['草莓奶油蛋糕', '动物奶油 · 当日现做'], ['芒果千层', '层层酥软'], ['桂花冰粉', '手搓冰粉 · 夏日必点']] },
  zhaji: { colors: ['#ffca28', '#f57c00'], dishes: [['脆皮炸鸡', '现点现炸 · 咔滋酥脆'], ['双层芝士牛堡', '牛肉饼现煎'], ['汉堡套餐', '薯条可乐 · 一人满足']] },
  qingshi: { colors: ['#9ccc65', '#388e3c'], dishes: [['鸡胸能量碗', '低卡高蛋白 · 每份标热量'], ['牛油果沙拉', '藜麦时蔬'], ['轻食午餐', '白领减脂首选']] },
  qiancai: { colors: ['#ff7043', '#bf360c'], dishes: [['凯里红酸汤鱼', '活鱼现杀 · 酸香开胃'], ['遵义辣子鸡', '糍粑辣椒 · 香辣回甜'], ['丝娃娃', '二十种素菜 · 一口一个']] },
}

// ---- one logo per seeded shop: file, the two characters on it, its category ----
const LOGOS = [
  ['huaxi-niuroufen', '牛肉', 'mifen'], ['changwang-mian', '肠旺', 'mifen'], ['suantang-yu', '酸汤', 'qiancai'], ['silawa', '丝娃', 'qiancai'],
  ['laomama-kuaican', '老妈', 'kuaican'], ['yeban-zhoupu', '粥铺', 'kuaican'], ['huangmenji', '黄焖', 'kuaican'], ['gaopo-chuanchuan', '高坡', 'huoguo'], ['niuza-huoguo', '牛杂', 'huoguo'],
  ['dongbei-shaokao', '老街', 'shaokao'], ['baojiang-doufu', '豆腐', 'shaokao'], ['chayu-naicha', '茶屿', 'naicha'], ['yunwu-cha', '云雾', 'naicha'],
  ['mitang-dangao', '蜜糖', 'tianpin'], ['shuangpi-nai', '阿婆', 'tianpin'], ['kuaile-zhaji', '脆皮', 'zhaji'], ['niuba-hanbao', '牛霸', 'zhaji'],
  ['lvye-qingshi', '绿野', 'qingshi'], ['qingqing-shala', '轻轻', 'qingshi'], ['laguo-kuaican', '辣子', 'kuaican'], ['tudou-kuaican', '洋芋', 'kuaican'],
  ['yangrou-fen', '水城', 'mifen'], ['jiucai-kaoyu', '夜郎', 'shaokao'], ['guihua-tang', '桂花', 'tianpin'], ['jiangong-huoguo', '豆米', 'huoguo'],
  ['kafei-heshe', '合社', 'naicha'], ['zunyi-yangroufen', '虾子', 'mifen'], ['doufu-mian', '豆花', 'mifen'], ['laziji-zunyi', '刀口', 'qiancai'],
  ['jidan-gao', '蛋糕', 'tianpin'], ['zunyi-chuanchuan', '湘江', 'huoguo'], ['yike-kuaican', '医大', 'kuaican'], ['xinpu-naicha', '鲜柠', 'naicha'],
  ['zunyi-zhaji', '酷鸡', 'zhaji'], ['zunyi-shaokao', '娄山', 'shaokao'], ['zunyi-qingshi', '绿叶', 'qingshi'],
]

const FONT = "'WenQuanYi Micro Hei','Noto Sans CJK SC','PingFang SC',sans-serif"

const photoHtml = (key, [title, sub], n) => {
  const [from, to] = CATEGORIES[key].colors
  const angle = [120, 200, 60][n]
  return `<!doctype html><meta charset="utf-8"><style>
  html,body{margin:0;width:750px;height:420px;overflow:hidden;font-family:${FONT}}
  .p{position:relative;width:750px;height:420px;background:linear-gradient(${angle}deg,${from},${to});overflow:hidden}
  .table{position:absolute;left:0;right:0;bottom:0;height:120px;background:repeating-linear-gradient(90deg,rgba(0,0,0,.10) 0 60px,rgba(0,0,0,.04) 60px 120px)}
  .dot{position:absolute;border-radius:50%;background:rgba(255,255,255,.12)}
  .food{position:absolute;${n === 1 ? 'left:40px' : 'right:40px'};top:40px;filter:drop-shadow(0 18px 18px rgba(0,0,0,.3))}
  .text{position:absolute;${n === 1 ? 'right:50px;text-align:right' : 'left:50px'};top:110px;color:#fff;width:380px}
  h1{margin:0;font-size:56px;font-weight:800;letter-spacing:2px;text-shadow:0 4px 10px rgba(0,0,0,.25)}
  p{margin:16px 0 0;font-size:28px;opacity:.95}
  .tag{display:inline-block;margin-top:26px;padding:8px 22px;border-radius:30px;background:#fff;color:${to};font-size:24px;font-weight:700}
</style><div class="p"><div class="dot" style="width:360px;height:360px;left:-120px;top:-160px"></div>
<div class="dot" style="width:220px;height:220px;right:260px;bottom:-110px"></div><div class="table"></div>
<div class="food">${svg(FOOD[key], 340)}</div>
<div class="text"><h1>${title}</h1><p>${sub}</p><span class="tag">${['招牌推荐', '人气爆款', '店长推荐'][n]}</span></div></div>`
}

const logoHtml = ([, mark, key], i) => {
  const [from, to] = CATEGORIES[key].colors
  return `<!doctype html><meta charset="utf-8"><style>
  html,body{margin:0;width:200px;height:200px;overflow:hidden;font-family:${FONT}}
  .l{position:relative;width:200px;height:200px;background:radial-gradient(circle at ${30 + (i % 3) * 20}% 20%,${from},${to});overflow:hidden}
  .food{position:absolute;left:40px;top:10px}
  .ring{position:absolute;inset:8px;border-radius:24px;border:3px solid rgba(255,255,255,.55)}
  .mark{position:absolute;left:0;right:0;bottom:18px;text-align:center;color:#fff;font-size:46px;font-weight:800;letter-spacing:4px;text-shadow:0 3px 6px rgba(0,0,0,.3)}
</style><div class="l"><div class="ring"></div><div class="food">${svg(FOOD[key], 120)}</div><div class="mark">${mark}</div></div>`
}

for (const dir of ['logos', 'photos', 'icons']) fs.mkdirSync(path.join(outDir, dir), { recursive: true })
for (const key of Object.keys(CATEGORIES)) {
  fs.writeFileSync(path.join(outDir, 'icons', `${key}.svg`), `${svg(FOOD[key], 96)}\n`)
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const shoot = async (html, width, height, file) => {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 })
  await page.setContent(html)
  await page.screenshot({ path: file, type: 'jpeg', quality: 80, clip: { x: 0, y: 0, width, height } })
  await page.close()
}
let total = 0
for (const [key, { dishes }] of Object.entries(CATEGORIES)) {
  for (const [n, dish] of dishes.entries()) {
    const file = path.join(outDir, 'photos', `${key}-${n + 1}.jpg`)
    await shoot(photoHtml(key, dish, n), 750, 420, file)
    total += fs.statSync(file).size
  }
}
for (const [i, logo] of LOGOS.entries()) {
  const file = path.join(outDir, 'logos', `${logo[0]}.jpg`)
  await shoot(logoHtml(logo, i), 200, 200, file)
  total += fs.statSync(file).size
}
await browser.close()
console.log(`${path.relative(root, outDir)}: ${Object.keys(CATEGORIES).length * 3} photos, ${LOGOS.length} logos, ${Math.round(total / 1024)} KB`)
// the WebP twins the server sends to browsers that take WebP
await import('./webp-twins.mjs')
