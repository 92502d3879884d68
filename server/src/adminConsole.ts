import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fastifyStatic from '@fastify/static'

// The operator console (admin/, docs/console.md), built by `npm run build:admin` into admin/dist
// with its base at /admin/: its hashed files (assets/) are cached for a year, index.html is
// answered for every other path under /admin/ (the console's routes are client-side) and never
// cached, so a new build is picked up at the next load. It talks to the server only through the
// operator calls (/ops/...), behind each operator's session. The app's security headers (edge.ts)
// fit it: its scripts are files of this origin, antd's styles are inline (allowed), images come
// from here, data: (QR codes) and the uploads' origins.

export const ADMIN_PREFIX = '/admin/'

export async function registerAdminConsole(app: FastifyInstance, adminDir: string): Promise<void> {
  const indexFile = path.join(adminDir, 'index.html')
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`operator console build not found in ${adminDir}: run \`npm run build:admin\` to serve it at ${ADMIN_PREFIX}`)
    return
  }
  const page = fs.readFileSync(indexFile)
  const sendPage = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page)
  await app.register(fastifyStatic, {
    root: adminDir,
    prefix: ADMIN_PREFIX,
    decorateReply: false,
    index: false,
    // one route per built file, so the console's own routes fall through to the page below
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const hashed = path.relative(adminDir, filePath).startsWith(`assets${path.sep}`)
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.get('/admin', (_request, reply) => reply.redirect(ADMIN_PREFIX, 301))
  app.get(ADMIN_PREFIX, (_request, reply) => sendPage(reply))
  app.get(`${ADMIN_PREFIX}*`, (request, reply) => {
    // a file the build does not have is missing, not a route of the console
    if (request.url.startsWith(`${ADMIN_PREFIX}assets/`)) return reply.code(404).type('text/plain; charset=utf-8').send('not found')
    return sendPage(reply)
  })
}
