import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'

// The probes of a load balancer or an orchestrator (docs/deploy.md "Health checks"), outside /api and
// never in the request log: /healthz, the process answers; /readyz, it should get traffic: the
// database answers. Once the server is shutting down (main.ts) fastify answers 503 to any request
// that still reaches it (return503OnClosing), /readyz included, while the requests in flight finish.

/** How long /readyz waits for the database before it calls it down. */
const DATABASE_TIMEOUT_MS = 2000

export function registerHealth(app: FastifyInstance): void {
  const probe = { config: { unmetered: true }, logLevel: 'silent' } as const

  app.get('/healthz', probe, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }))

  app.get('/readyz', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        app.db.execute(sql`select 1`),
        new Promise((_resolve, reject) => { timer = setTimeout(() => reject(new Error(`no answer in ${DATABASE_TIMEOUT_MS} ms`)), DATABASE_TIMEOUT_MS) }),
      ])
    } catch (err) {
      app.log.warn({ err }, 'readyz: the database does not answer')
      return reply.code(503).send({ status: 'database unavailable' })
    } finally {
      clearTimeout(timer)
    }
    return reply.send({ status: 'ok' })
  })
}
