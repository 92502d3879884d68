import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { cachedFor } from './clock'
import { listNav } from './modules/nav/service'

// The H5 app's page (index.html) carries boot data (docs/performance.md, "The first screen"): the
// files of each route, which the page's inline script preloads for the landing route while the
// first-load scripts download, and the home banners and menu, which home draws in its first paint
// without asking the server (the script also preloads the first banner's image). The rest of the
// build is served as files by app.ts.

/** How long a process serves one rendering of the page at most: an edit of nav_items is forgotten at once (db/changes.ts). */
export const APP_PAGE_TTL_MS = 10_000

/** What the page carries for the app's first screen (its inline script and src/lib/boot.h5.ts read it). */
export interface BootData {
  /** Each route's files beyond the first-load scripts (the build's route-chunks.json). */
  routes: Record<string, string[]>
  banners?: unknown[]
  menus?: unknown[]
}

interface Rendering {
  html: Buffer
  br: Buffer
  gzip: Buffer
  etag: string
}

/**
 * The page with the boot data as a JSON script right after <title>, where the build's inline
 * preload script (src/index.html) finds it. '<' is escaped so no text of an operator's banner can
 * close the script element. JSON scripts are data: the page's script policy does not apply.
 */
export function withBootData(html: string, boot: BootData): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c')
  return html.replace('</title>', `</title><script id="boot-data" type="application/json">${json}</script>`)
}

/** The build's route-chunks.json (config/route-chunks.ts); none when the build has no such file. */
function readRouteChunks(h5Dir: string): Record<string, string[]> {
  try {
    return JSON.parse(fs.readFileSync(path.join(h5Dir, 'route-chunks.json'), 'utf8'))
  } catch {
    return {}
  }
}

function render(html: string): Rendering {
  const buffer = Buffer.from(html)
  return {
    html: buffer,
    br: zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(buffer, { level: 9 }),
    etag: `"${crypto.createHash('sha256').update(buffer).digest('base64url').slice(0, 27)}"`,
  }
}

function send(request: FastifyRequest, reply: FastifyReply, page: Rendering): FastifyReply {
  reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).header('Vary', 'Accept-Encoding')
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send()
  reply.type('text/html; charset=utf-8')
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br)
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip)
  return reply.send(page.html)
}

/**
 * GET / and /index.html: the built page with the current home banners and menu, rendered and
 * compressed once per change of the nav items (at most APP_PAGE_TTL_MS). When they cannot be read the page goes out without them
 * (the app asks the server as it would anyway).
 */
export function registerAppPage(app: FastifyInstance, h5Dir: string): void {
  const template = fs.readFileSync(path.join(h5Dir, 'index.html'), 'utf8')
  const routes = readRouteChunks(h5Dir)
  const plain = render(withBootData(template, { routes }))
  const page = cachedFor(app.clock, APP_PAGE_TTL_MS, 'nav', async () => {
    const [banners, menus] = await Promise.all([listNav(app.db, 'banner', 'home'), listNav(app.db, 'menu', 'home')])
    return render(withBootData(template, { routes, banners, menus }))
  })
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    let rendering = plain
    try {
      rendering = await page()
    } catch (err) {
      request.log.warn({ err }, 'app page without boot data')
    }
    return send(request, reply, rendering)
  }
  // compression is done above, once per rendering
  app.get('/', { compress: false }, handler)
  app.get('/index.html', { compress: false }, handler)
}
