import { Ajv, type ValidateFunction } from 'ajv'
import type { FastifyInstance } from 'fastify'
import type { TSchema } from '@sinclair/typebox'
import { resultSchemaOf, type Call } from '@api-types/contract'
import type { ApiResponse } from '@api-types/envelope'
import { CALL_GROUPS } from '@api-types/groups'
import { SERVER_MODULES } from '../src/modules'
import type { ServerModule } from '../src/modules/registry'
import { opsCommandsOf } from '../src/ops/commands'

// Every answer of a call whose result is a schema, a user call of any group or an operator call of
// the server's modules, is checked against it in the tests, before the server serialises it
// (docs/contract.md: Results). The check is stricter than the serialiser: a field the contract
// does not declare fails it (the serialiser would drop it silently), and so does a value of the
// wrong type (the serialiser would coerce it).

const ajv = new Ajv({ allErrors: true, strict: false })
/** Each result schema compiled once, when a call first answers by it. */
const compiled = new WeakMap<TSchema, ValidateFunction>()
function checkOf(schema: TSchema): ValidateFunction {
  let check = compiled.get(schema)
  if (!check) compiled.set(schema, (check = ajv.compile(closed(schema))))
  return check
}

/** The schema with every object closed to fields it does not declare. */
function closed(schema: TSchema): TSchema {
  if (Array.isArray(schema)) return schema.map(closed) as unknown as TSchema
  if (typeof schema !== 'object' || schema === null) return schema
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) copy[key] = typeof value === 'object' ? closed(value as TSchema) : value
  if (copy.properties && copy.additionalProperties === undefined && copy.patternProperties === undefined) copy.additionalProperties = false
  return copy as TSchema
}

/** The calls an app of these modules declares: every group's, and the modules' operator calls. */
function declaredCalls(modules: readonly ServerModule[] = SERVER_MODULES): Call[] {
  const operatorCalls = [...opsCommandsOf(modules).values()].map((command) => command.call)
  return [...Object.values(CALL_GROUPS).flatMap((group): Call[] => Object.values(group)), ...operatorCalls]
}

/**
 * Fails a call (HTTP 500, with what is wrong) whose successful answer does not fit its result schema.
 * `modules`: those the app serves (their operator calls are checked too).
 */
export function checkAnswers(app: FastifyInstance, modules: readonly ServerModule[] = SERVER_MODULES): void {
  const schemas = new Map<string, TSchema>()
  for (const call of declaredCalls(modules)) {
    const schema = resultSchemaOf(call)
    if (schema) schemas.set(call.path, schema)
  }
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const schema = request.routeOptions.config.call ? schemas.get(request.routeOptions.config.call) : undefined
    const answer = payload as ApiResponse<unknown> | null
    if (!schema || !answer || answer.status !== 1) return payload
    const check = checkOf(schema)
    if (check(answer.result)) return payload
    throw new Error(`${request.routeOptions.config.call} answered outside its result schema: ${ajv.errorsText(check.errors)}`)
  })
}
