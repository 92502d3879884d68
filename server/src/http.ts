import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox'
import { CLIENT_STAMP, resultSchemaOf, type Call, type CallAuth, type CallResult } from '@api-types/contract'
import type { ApiResponse } from '@api-types/envelope'
import type { AuthUser } from './auth'
import type { Clock } from './clock'
import type { Config } from './config'
import type { Db } from './db/driver'
import type { Providers } from './providers'
import { t, type MessageKey } from './i18n'
import type { Outcome } from './outcome'
import type { AnyPaidProduct } from './modules/pay/paidOrders'
import type { Reactions } from './modules/reactions'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: Config
    providers: Providers
    clock: Clock
    /** The modules' paid-order products by payment purpose (modules/registry.ts). */
    paidProducts: ReadonlyMap<string, AnyPaidProduct>
    /** The modules' reactions to events of other modules (modules/reactions.ts). */
    reactions: Reactions
  }
  interface FastifyRequest {
    /** The logged-in user, or null (set for every /api call by app.ts). */
    user: AuthUser | null
  }
  interface FastifyContextConfig {
    /** 'required': answer HTTP 401 {status: -1} without a valid token; 'operator': an operator call (ops/endpoint.ts). */
    auth?: CallAuth
    /** The contract's path of the call this route serves (set by route()). */
    call?: string
  }
}

/** Envelope statuses (docs/product.md: Errors): 1 success, -1 logged out, 2 clears the pending id, 0 refusal. */
export const STATUS = { OK: 1, FAIL: 0, LOGOUT: -1, PENDING_ID: 2 } as const

export function ok<T>(request: FastifyRequest, result: T, msgKey: MessageKey = 'ok'): ApiResponse<T> {
  return { status: STATUS.OK, msg: t(request, msgKey), result }
}

/** An operation's outcome: its value with the okKey message, or its refusal as status 0. */
export function answer<T>(request: FastifyRequest, outcome: Outcome<T>, okKey: MessageKey = 'ok'): ApiResponse<T | null> {
  if ('refusal' in outcome) return fail(request, outcome.refusal, STATUS.FAIL, outcome.params)
  return ok(request, outcome.value, okKey)
}

/**
 * A refusal: status 0 (or another status), the message in the user's language, and its key as
 * `code`, which the app reads instead of the text (docs/product.md: Errors).
 */
export function fail(
  request: FastifyRequest, msgKey: MessageKey, status: number = STATUS.FAIL, params?: Record<string, string | number>,
): ApiResponse<null> {
  return { status, code: msgKey, msg: t(request, msgKey, params), result: null }
}

export function send(reply: FastifyReply, httpStatus: number, body: ApiResponse<unknown>): FastifyReply {
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(body)
}

/** Route options for a call that needs login. */
export const LOGIN: RouteShorthandOptions = { config: { auth: 'required' } }

/** JSON schema snippets (docs/product.md: Validation). */
export const S = {
  tel: { type: 'string', pattern: '^1[2-9]\\d{9}$' },
  /** A required text: not only whitespace, at most max characters. */
  text: (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }),
  optText: (max: number) => ({ type: 'string', maxLength: max }),
  id: { type: 'integer', minimum: 1, maximum: 2147483647 },
  page: { type: 'integer', minimum: 1, maximum: 100000 },
  limit: { type: 'integer', minimum: 1, maximum: 100 },
  /** Body object: the client stamp (version, client) may come along with the call's own fields. */
  body: (properties: Record<string, unknown>, required: string[] = []) => ({
    type: 'object',
    properties: { version: { type: 'string', maxLength: 32 }, client: { type: 'string', maxLength: 32 }, ...properties },
    required,
  }),
} as const

/** The request of a declared call: its body is what the call's schema allows. */
export type CallRequest<C extends Call> = FastifyRequest<{ Body: Static<C['body']> }>

/** What a call's handler answers: the envelope of its result, a refusal, or a reply it sent itself. */
export type CallAnswer<C extends Call> = ApiResponse<CallResult<C> | null> | FastifyReply

/**
 * Registers the route of a call declared in the contract (types/api): POST at its path, its auth,
 * its body schema with the client stamp. The body reaches the handler only once the schema holds
 * (a violation is answered as a refusal by app.ts), and the handler's answer must fit the declared
 * result. An upload's multipart body is read by its handler.
 */
export function route<C extends Call<TObject, unknown>>(
  app: FastifyInstance,
  call: C,
  handler: (request: CallRequest<C>, reply: FastifyReply) => Promise<CallAnswer<C>>,
): void {
  const body = call.upload ? undefined : { ...call.body, properties: { ...CLIENT_STAMP, ...call.body.properties } }
  const result = resultSchemaOf(call)
  const response = result ? { '2xx': envelopeOf(result) } : undefined
  app.post(call.path, { config: { auth: call.auth, call: call.path }, schema: { ...(body ? { body } : {}), ...(response ? { response } : {}) } }, handler as never)
}

/**
 * The envelope a call with a result schema answers, which fastify serialises by it (docs/contract.md:
 * Results): only declared fields leave the server. A refusal carries result null, hence nullable.
 */
export function envelopeOf(result: TSchema): TSchema {
  return Type.Object({
    status: Type.Integer(),
    code: Type.Optional(Type.String()),
    msg: Type.String(),
    result: { ...result, nullable: true },
  })
}
