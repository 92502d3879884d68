import type { FastifyInstance } from 'fastify'
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { bearerToken } from './auth'
import { sameToken } from './ops/endpoint'

// Prometheus metrics (docs/deploy.md "Metrics"): one registry per app (tests build many apps), the
// process's default metrics, every answer's duration by route pattern, and the business counters,
// counted once the event's transaction committed. GET /metrics answers only the bearer METRICS_TOKEN;
// without it the server keeps no process metrics and serves no /metrics.

declare module 'fastify' {
  interface FastifyInstance {
    /** The business counters (metrics.ts). */
    metrics: BusinessMetrics
  }
  interface FastifyContextConfig {
    /** Left out of the request durations (the probes and /metrics itself). */
    unmetered?: boolean
  }
}

export interface BusinessMetrics {
  /** Free-meal grabs: outcome won or refused, with the refusal's message key as reason ('' when won). */
  grabs: Counter<'outcome' | 'reason'>
  /** Operators' reviews of free-meal proof: decision approved or rejected. */
  proofReviews: Counter<'decision'>
  /** Orders paid, by payments.purpose and by what paid them (wallet, or the payment provider's name). */
  paymentsSettled: Counter<'purpose' | 'paid_by'>
  /** Cash-outs: event requested (by a user), paid or refused (by an operator). */
  cashOuts: Counter<'event'>
}

export const METRICS_PATH = '/metrics'

/** The registry, the counters and the request durations of one app; GET /metrics when a token is set. */
export function registerMetrics(app: FastifyInstance, token: string | null): void {
  const registry = new Registry()
  if (token) collectDefaultMetrics({ register: registry })
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class (2xx, 4xx ...)',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  app.decorate('metrics', {
    grabs: new Counter({ name: 'fanbei_grabs_total', help: 'Free-meal grabs, won or refused (reason: the refusal)', labelNames: ['outcome', 'reason'] as const, registers: [registry] }),
    proofReviews: new Counter({ name: 'fanbei_proof_reviews_total', help: 'Free-meal proof reviewed by an operator: approved or rejected', labelNames: ['decision'] as const, registers: [registry] }),
    paymentsSettled: new Counter({ name: 'fanbei_payments_settled_total', help: 'Orders paid, by payment purpose and what paid them', labelNames: ['purpose', 'paid_by'] as const, registers: [registry] }),
    cashOuts: new Counter({ name: 'fanbei_cash_outs_total', help: 'Cash-outs requested, paid or refused', labelNames: ['event'] as const, registers: [registry] }),
  } satisfies BusinessMetrics)

  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config.unmetered) return
    // the route's pattern (/api/shop/detail, /uploads/*), never the URL: a bounded set of labels
    const route = request.routeOptions.url ?? 'unmatched'
    durations.observe({ method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000)
  })

  if (!token) return
  app.get(METRICS_PATH, { config: { unmetered: true }, logLevel: 'warn' }, async (request, reply) => {
    const given = bearerToken(request.headers.authorization)
    if (!given || !sameToken(given, token)) return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('metrics need the bearer METRICS_TOKEN\n')
    return reply.type(registry.contentType).send(await registry.metrics())
  })
}
