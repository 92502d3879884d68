// A small static file server for built H5 output (gzip, immutable caching of hashed assets).
// Used by the benchmarks and the browser tests; the real server replaces it for `npm start`.
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'application/javascript', '.css': 'text/css',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml', '.json': 'application/json',
  '.txt': 'text/plain', '.woff2': 'font/woff2', '.ico': 'image/x-icon',
}

export function serveStatic(rootDir, { port = 0, host = '127.0.0.1', prefix = '/' } = {}) {
  const root = path.resolve(rootDir)
  const server = http.createServer((req, res) => {
    let p = decodeURIComponent((req.url || '/').split('?')[0])
    if (!p.startsWith(prefix)) { res.writeHead(404); return res.end('not found') }
    p = '/' + p.slice(prefix.length)
    if (p.endsWith('/')) p += 'index.html'
    const file = path.join(root, p)
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404); return res.end('not found')
    }
    const body = fs.readFileSync(file)
    const ext = path.extname(file)
    const headers = {
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      'Cache-Control': ext === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
    }
    if (/gzip/.test(req.headers['accept-encoding'] || '') && /\.(html|js|css|svg|json)$/.test(ext)) {
      headers['Content-Encoding'] = 'gzip'
      res.writeHead(200, headers)
      return res.end(zlib.gzipSync(body))
    }
    res.writeHead(200, headers)
    res.end(body)
  })
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)))
}
