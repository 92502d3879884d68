import crypto from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

// Every log line of a request carries its id (pino's reqId: request.log, docs/deploy.md "Logs"): the
// caller's X-Request-Id when it is a short run of safe characters (a proxy's or a client's id, so one
// request can be followed through nginx and here), else a fresh one; the answer says it back.

export const REQUEST_ID_HEADER = 'x-request-id'

/** Letters, digits and . _ : - only, 1-128 of them: nothing that could break a log line or a header. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && SAFE_ID.test(given) ? given : crypto.randomUUID()
}

/** Says the request's id back on every answer, refusals and errors included. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => { reply.header(REQUEST_ID_HEADER, request.id) })
}
