import { Ajv, type ValidateFunction } from 'ajv'
import type { FastifyInstance } from 'fastify'
import type { TSchema } from '@sinclair/typebox'
import { resultSchemaOf } from '@api-types/contract'
import type { ApiResponse } from '@api-types/envelope'
import { CALL_GROUPS } from '@api-types/groups'

// Every answer of a call whose result is a schema is checked against it in the tests, before the
// server serialises it (docs/contract.md: Results). The check is stricter than the serialiser:
// a field the contract does not declare fails it (the serialiser would drop it silently), and so
// does a value of the wrong type (the serialiser would coerce it).

const ajv = new Ajv({ allErrors: true, strict: false })
const checks = new Map<string, ValidateFunction>()
for (const group of Object.values(CALL_GROUPS)) {
  for (const call of Object.values(group)) {
    const schema = resultSchemaOf(call)
    if (schema) checks.set(call.path, ajv.compile(closed(schema)))
  }
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

/** Fails a call (HTTP 500, with what is wrong) whose successful answer does not fit its result schema. */
export function checkAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const check = request.routeOptions.config.call ? checks.get(request.routeOptions.config.call) : undefined
    const answer = payload as ApiResponse<unknown> | null
    if (!check || !answer || answer.status !== 1 || check(answer.result)) return payload
    throw new Error(`${request.routeOptions.config.call} answered outside its result schema: ${ajv.errorsText(check.errors)}`)
  })
}
