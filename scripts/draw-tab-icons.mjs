#!/usr/bin/env node
// Draws the tab-bar icons (src/assets/tabbar/*.png) from the SVG sources in
// scripts/tab-icons/ using headless Chromium (playwright-core).
//
//   node scripts/draw-tab-icons.mjs                 # write the ten PNGs
//   node scripts/draw-tab-icons.mjs --sheet out.png # also write a review contact sheet
//   node scripts/draw-tab-icons.mjs --out dir       # write the PNGs somewhere else
//
// Each SVG (viewBox 0 0 81 81) is drawn in `currentColor` (grey #999999 normal,
// #FC4D16 active); the state is chosen by these classes:
//   .solid  - the icon's silhouette: outlined in the normal state, filled when active
//   .detail - inner strokes: drawn in the normal state, cut out of the fill when active
//   .hole   - inner shapes: outlined in the normal state, cut out (filled) when active
//   .gap    - active-only strokes cut out of the fill (hidden in the normal state)
// Cut-outs are real transparency (an SVG luminance mask), not white paint, so the
// active icons work on any tab-bar background.
// Environment: CHROMIUM_PATH overrides the browser binary (default /usr/bin/chromium).

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import pngjs from 'pngjs';

const { PNG } = pngjs;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC_DIR = join(ROOT, 'scripts', 'tab-icons');
const SIZE = 81;
const MIN_PADDING = 5; // px of fully transparent margin required on every side
const MAX_BYTES = 40 * 1024;

const TABS = ['home', 'makemoney', 'fuli', 'order', 'me'];
const STATES = {
  normal: { suffix: '', color: '#999999' },
  active: { suffix: '-active', color: '#FC4D16' },
};

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function parseArgs(argv) {
  const opts = { out: join(ROOT, 'src', 'assets', 'tabbar'), sheet: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if ((a === '--out' || a === '--sheet') && argv[i + 1]) {
      opts[a.slice(2)] = resolve(argv[++i]);
    } else if (a === '-h' || a === '--help') {
      console.log('usage: node scripts/draw-tab-icons.mjs [--out DIR] [--sheet FILE.png]');
      process.exit(0);
    } else {
      throw new Error(`unknown argument: ${a}`);
    }
  }
  return opts;
}

// Active state: the whole drawing becomes a luminance mask (silhouette white,
// details/holes/gaps black) over one currentColor square.
function activeSvg(svg, file) {
  const m = /^(<svg\b[^>]*>)([\s\S]*)<\/svg>$/.exec(svg);
  if (!m) throw new Error(`${file}: cannot parse the <svg> element`);
  return `${m[1]}<defs><mask id="knockout" maskUnits="userSpaceOnUse" x="0" y="0" width="${SIZE}" height="${SIZE}">${m[2]}</mask></defs>` +
    `<rect x="0" y="0" width="${SIZE}" height="${SIZE}" fill="currentColor" stroke="none" mask="url(#knockout)"/></svg>`;
}

function iconHtml(src, state) {
  const { color } = STATES[state];
  const svg = state === 'active' ? activeSvg(src.svg, src.file) : src.svg;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html, body { margin: 0; padding: 0; width: ${SIZE}px; height: ${SIZE}px; overflow: hidden; background: transparent; }
svg { display: block; width: ${SIZE}px; height: ${SIZE}px; color: ${color}; }
.normal .solid, .normal .hole { fill: none; }
.normal .gap { display: none; }
mask { color: #fff; }
mask .solid { fill: #fff; stroke: #fff; }
mask .detail, mask .gap { fill: none; stroke: #000; }
mask .hole { fill: #000; stroke: #000; }
</style></head><body class="${state}">${svg}</body></html>`;
}

// Decode the screenshot, check it, and re-encode it with pngjs so the output is
// byte-stable (no encoder metadata). Every icon is a single colour whose shape is
// carried by alpha alone, so RGB is snapped to the exact state colour (Chromium's
// un-premultiplied edge pixels are off by a few levels) and zeroed where alpha is 0.
function finishPng(buf, name, color) {
  const rgb = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  const png = PNG.sync.read(buf);
  if (png.width !== SIZE || png.height !== SIZE) {
    throw new Error(`${name}: rendered ${png.width}x${png.height}, expected ${SIZE}x${SIZE}`);
  }
  const d = png.data;
  let minX = SIZE, minY = SIZE, maxX = -1, maxY = -1, opaque = 0;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = (y * SIZE + x) * 4;
      if (d[i + 3] === 0) {
        d[i] = d[i + 1] = d[i + 2] = 0;
        continue;
      }
      if (d[i + 3] === 255) {
        opaque++;
        const off = Math.max(...rgb.map((c, k) => Math.abs(c - d[i + k])));
        if (off > 8) throw new Error(`${name}: unexpected colour at ${x},${y}: rgb(${d[i]},${d[i + 1]},${d[i + 2]})`);
      }
      d[i] = rgb[0];
      d[i + 1] = rgb[1];
      d[i + 2] = rgb[2];
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0 || opaque < 100) throw new Error(`${name}: rendered image is (almost) empty`);
  const pad = Math.min(minX, minY, SIZE - 1 - maxX, SIZE - 1 - maxY);
  if (pad < MIN_PADDING) {
    throw new Error(`${name}: drawing reaches ${pad}px from the edge (bbox ${minX},${minY}-${maxX},${maxY}); need >= ${MIN_PADDING}px`);
  }
  const out = PNG.sync.write(png, { colorType: 6, inputColorType: 6, bitDepth: 8, deflateLevel: 9 });
  if (out.length > MAX_BYTES) throw new Error(`${name}: ${out.length} bytes exceeds ${MAX_BYTES}`);
  return { out, bbox: [minX, minY, maxX, maxY] };
}

function sheetHtml(files) {
  // Review sheet: 2x pixel-exact copies on white, the active set again on a dark
  // background (shows the cut-outs are transparent), and everything at the real
  // 30px display size.
  const uri = (buf) => `data:image/png;base64,${buf.toString('base64')}`;
  const cell = (f, px, pixelated, label = true) =>
    `<td><img src="${uri(f.buf)}" width="${px}" height="${px}" style="${pixelated ? 'image-rendering:pixelated;' : ''}outline:1px dashed #ddd">${label ? `<div>${f.name}</div>` : ''}</td>`;
  const normal = files.filter((f) => f.state === 'normal');
  const active = files.filter((f) => f.state === 'active');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 12px; background: #fff; font: 11px sans-serif; color: #666; display: inline-block; }
td { padding: 6px 10px; text-align: center; vertical-align: bottom; }
img { display: block; margin: 0 auto 3px; }
tr.dark td { background: #333; }
</style></head><body><table>
<tr>${normal.map((f) => cell(f, SIZE * 2, true)).join('')}</tr>
<tr>${active.map((f) => cell(f, SIZE * 2, true)).join('')}</tr>
<tr class="dark">${active.map((f) => cell(f, SIZE * 2, true, false)).join('')}</tr>
<tr>${normal.map((f, i) => `<td><table><tr>${cell(f, 30, false, false)}${cell(active[i], 30, false, false)}</tr></table></td>`).join('')}</tr>
</table></body></html>`;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}`);

  const sources = TABS.map((tab) => {
    const file = join(SRC_DIR, `${tab}.svg`);
    const svg = readFileSync(file, 'utf8').replace(/<\?xml[^>]*\?>\s*/, '').trim();
    if (!svg.startsWith('<svg')) throw new Error(`${file}: not an SVG document`);
    return { tab, file, svg };
  });

  mkdirSync(opts.out, { recursive: true });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const written = [];
  try {
    const context = await browser.newContext({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const src of sources) {
      const { tab } = src;
      for (const state of Object.keys(STATES)) {
        const name = `${tab}${STATES[state].suffix}.png`;
        await page.setContent(iconHtml(src, state), { waitUntil: 'load' });
        const shot = await page.screenshot({
          omitBackground: true,
          clip: { x: 0, y: 0, width: SIZE, height: SIZE },
          animations: 'disabled',
        });
        const { out, bbox } = finishPng(shot, name, STATES[state].color);
        const dest = join(opts.out, name);
        writeFileSync(dest, out);
        written.push({ name, state, buf: out });
        console.log(`wrote ${relative(ROOT, dest)} ${out.length} bytes (ink bbox ${bbox.join(',')})`);
      }
    }

    if (opts.sheet) {
      const sheetPage = await context.newPage();
      await sheetPage.setViewportSize({ width: 1200, height: 800 });
      await sheetPage.setContent(sheetHtml(written), { waitUntil: 'load' });
      const body = await sheetPage.$('body');
      const sheet = await body.screenshot();
      mkdirSync(dirname(opts.sheet), { recursive: true });
      writeFileSync(opts.sheet, sheet);
      console.log(`wrote contact sheet ${opts.sheet} ${sheet.length} bytes`);
    }
    await context.close();
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(`draw-tab-icons: ${err && err.stack ? err.stack : err}`);
  process.exit(1);
});
