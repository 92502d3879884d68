import { Kind, Type, type Static, type TLiteral, type TObject, type TProperties, type TSchema } from '@sinclair/typebox'

// The contract's building blocks. Every call is declared once, in its group's file beside this one
// (types/api/<group>.ts), as a Call: its path, its request schema (a TypeBox schema, the source of
// the request type) and its result type. The server registers and validates each route from that
// declaration (server/src/http.ts route()), and the app's call functions in src/api are generated
// from it (`npm run contract`). See docs/contract.md.

/** Who may call: 'required' answers HTTP 401 {status: -1} without a valid token; 'optional' reads
 * the token when there is one; 'operator' is an operator call (OpsCall), served under OPS_PREFIX to
 * the operator token only, never to a user's. */
export type CallAuth = 'required' | 'optional' | 'operator'

export interface Call<B extends TObject = TObject, R = unknown> {
  /** The path, spelled exactly as the spec (or, for this project's own calls, as we chose). */
  readonly path: string
  /** What the body may hold (besides the client stamp, version and client, that every call carries). */
  readonly body: B
  /** The result: a TypeBox schema (the server serialises the answer by it, so no field the contract
   * does not declare leaves the server), or, in a group not converted yet, only a type (returns<T>()). */
  readonly result: R
  readonly auth: CallAuth
  /** One line for the app's call function and the docs. */
  readonly doc: string
  /** A multipart upload of one file in this form field (the body's fields are the other form fields). */
  readonly upload?: string
  /** Called by an outside service (a payment provider's notification), not by the app: the app has
   * no function for it. */
  readonly external?: true
}

/** The result type of a call, for its declaration: `result: returns<FreeMealOrder>()`. */
export function returns<R>(): R {
  return undefined as R
}

/** A group's calls, checked against Call and kept with their exact types. */
export function calls<const T extends Record<string, Call>>(group: T): T {
  return group
}

/** Where operator calls are served: `/ops/<command>`, the command the ops tool's CLI names. */
export const OPS_PREFIX = '/ops/'

/** The operators' roles (docs/rules.md "Operators"): admin may make every operator call; each call
 * names the other roles that may make it (OpsCall.roles). */
export const OPERATOR_ROLES = ['admin', 'reviewer', 'finance', 'content'] as const
export type OperatorRole = (typeof OPERATOR_ROLES)[number]

/** An operator call: declared like a user call, served under OPS_PREFIX to the ops token or an
 * operator's session (docs/contract.md "Operator calls"). Its result is a schema that names its
 * command (OpsResult), so an answer says what it answers. */
export interface OpsCall<B extends TObject = TObject, R extends OpsResultSchema = OpsResultSchema> extends Call<B, R> {
  readonly auth: 'operator'
  /** The roles that may make it besides admin, who may make every operator call ([]: admin only). */
  readonly roles: readonly OperatorRole[]
  /** It changes nothing: no audit row is written for it. */
  readonly reads?: true
  /** Made without a session or the ops token (operator-login only). */
  readonly open?: true
}

/** An operator call group, checked against OpsCall and kept with its exact types. */
export function opsCalls<const T extends Record<string, OpsCall>>(group: T): T {
  return group
}

/** What a call's body holds (the request type). */
export type CallBody<C extends Call> = Static<C['body']>
/** What a call's answer carries in result: the schema's static type, or the declared type. */
export type CallResult<C extends Call> = ResultOf<C['result']>
export type ResultOf<R> = R extends TSchema ? Static<R> : R

/** The call's result schema, when its result is declared as one. */
export function resultSchemaOf(call: Call): TSchema | undefined {
  const result: unknown = call.result
  return typeof result === 'object' && result !== null && Kind in result ? (result as TSchema) : undefined
}

// Schema snippets the groups share (docs/product.md: Validation).

/** The body of a call that takes nothing. */
export const NoBody = Type.Object({})
/** A row id (PostgreSQL integer). */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 })
export const Tel = Type.String({ pattern: '^1[2-9]\\d{9}$' })
/** A required text: not only whitespace, at most max characters. */
export const Text = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' })
/** A text that may be empty, at most max characters. */
export const OptText = (max: number) => Type.String({ maxLength: max })
export const Page = Type.Integer({ minimum: 1, maximum: 100000 })
export const Limit = (maximum = 100) => Type.Integer({ minimum: 1, maximum })
/** Optional page and limit of a paged list. */
export const paging = (maxLimit = 100) => ({ page: Type.Optional(Page), limit: Type.Optional(Limit(maxLimit)) })
/** The client stamp every call carries in its body (docs/product.md: Calls); the server adds it to each schema. */
export const CLIENT_STAMP = {
  version: Type.Optional(Type.String({ maxLength: 32 })),
  client: Type.Optional(Type.String({ maxLength: 32 })),
}
/** A body that holds exactly its properties (operator calls; the server adds the client stamp). */
export const Exact = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false })
/** A user named by an operator: the id (up to 10 digits) or the mobile number (11 digits). */
export const USER_REF_PATTERN = '^(\\d{1,10}|1[2-9]\\d{9})$'
export const UserRef = Type.String({ pattern: USER_REF_PATTERN })
/** One of a list of strings (an enum in the schema, the union in the type). */
export const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] })

// Result snippets. A field that may be null is marked `nullable` (OpenAPI's keyword, which the
// server's serialiser and Ajv read) rather than a union, which the serialiser would resolve by trying
// each schema in turn on every answer.

/** A field or object that may be null. */
export const Nullable = <T extends TSchema & { type: string }>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, nullable: true })
/** A yuan amount as the API speaks it: two decimals, e.g. "12.50" (envelope.ts Yuan). */
export const YuanText = Type.String({ pattern: '^-?\\d+\\.\\d{2}$' })
/** A time as the API speaks it: 'YYYY-MM-DD HH:mm:ss' (server/src/lib.ts formatTime). */
export const TimeText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' })
/** The result of a call that answers nothing but its message: null or {}. */
export const NoResult = Type.Unsafe<Record<string, never> | null>({ type: ['object', 'null'], properties: {}, additionalProperties: false })
/** A page of a counted list (envelope.ts Paged). */
export const PagedOf = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
    more: Type.Optional(Type.Boolean()),
  })

// Operator results (docs/contract.md "Operator calls").

/** The schema of an operator call's result, which names its command. */
export type OpsResultSchema = TObject & { properties: { command: TLiteral<string> } }
/** An operator call's result: its command's name, beside what it answers. */
export const OpsResult = <const C extends string, P extends TProperties>(command: C, properties: P) =>
  Type.Object({ command: Type.Literal(command), ...properties })
/** One outcome of an operator call: `outcome` names it, beside the fields it carries. */
export const OpsOutcome = <const O extends string, P extends TProperties = Record<never, never>>(outcome: O, properties: P = {} as P) =>
  Type.Object({ outcome: Type.Literal(outcome), ...properties })
type WithProperties<P extends TProperties, T extends TObject[]> = { [K in keyof T]: T[K] extends TObject<infer Q> ? TObject<P & Q> : never }
/** The union of `objects` (outcomes), each also holding the `shared` fields: one flat object apiece. */
export const UnionWith = <P extends TProperties, T extends TObject[]>(shared: P, objects: [...T]) =>
  Type.Union<WithProperties<P, T>>(objects.map((o) => Type.Object({ ...shared, ...o.properties })) as [...WithProperties<P, T>])
/**
 * What an operator call that changes a user answers: the user as the operator named them, and the
 * call's own outcomes (`changed`), or the two every such call shares: no such user, a reason refused.
 */
export const OpsUserResult = <T extends TObject[]>(...changed: T) =>
  UnionWith({ user: UserRef }, [...changed, OpsOutcome('not_found'), OpsOutcome('bad_reason')])
