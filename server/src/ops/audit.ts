import type { OpsCall } from '@api-types/contract'
import type { Db } from '../db/driver'
import { auditLog } from '../db/schema'

// The audit log of operator calls (docs/server.md "Operators"): every call that is not `reads`
// writes exactly one row once it answered (a refusal writes none): who made it (null: the ops
// token, the CLI), the command, the entity it changed, the body, before and after. A command tells
// what it changed through ctx.audit: note() for the row written after it answered (after: the result
// unless given), or write() on its own transaction, so the row commits or rolls back with the change.
// Secrets (passwords, codes, tokens, TOTP secrets) are redacted wherever they appear.

/** Who made an operator call: an operator's session, or null for the ops token (the CLI). */
export interface OpsActor {
  id: number
  username: string
  role: string
  /** The session the call came with (null: not through a session). */
  sessionId: number | null
}

/** What a command tells of its change. */
export interface AuditEntry {
  /** The entity it changed: '<kind>:<id>' ('operator:3', 'user:13800000000'). */
  target?: string | null
  before?: unknown
  after?: unknown
  /** The actor when it is not the caller's (operator-login: the operator who logged in). */
  actor?: OpsActor | null
}

export interface OpsAudit {
  /** Tells what the call changed; the row is written once the command answers. */
  note(entry: AuditEntry): void
  /** Writes the row now on `db` (the command's transaction); nothing is written after it answers. */
  write(db: Db, entry: AuditEntry): Promise<void>
  /** This time the call changed nothing (a call that views or changes: blind-box-settings): no row. */
  skip(): void
}

const SECRET_KEYS = new Set(['password', 'code', 'token', 'totp_secret', 'otpauth_uri', 'passwordHash', 'totpSecret', 'password_hash', 'totp_secret_hash'])
export const REDACTED = '[redacted]'

/** A JSON copy of `value` with every secret property's value redacted, and the client stamp dropped at the top. */
export function redact(value: unknown, top = true): unknown {
  if (Array.isArray(value)) return value.map((v) => redact(v, false))
  if (value instanceof Date) return value.toISOString()
  if (value === undefined) return null
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    if (top && (k === 'version' || k === 'client')) continue
    if (v === undefined) continue
    out[k] = SECRET_KEYS.has(k) ? REDACTED : redact(v, false)
  }
  return out
}

/** The entity a body names when the command tells none: its user, its order(s), else its id under the command's noun. */
export function defaultTarget(command: string, body: Record<string, unknown>, result: unknown): string | null {
  if (typeof body.user === 'string') return `user:${body.user}`
  if (typeof body.order === 'string') return `order:${body.order}`
  if (Array.isArray(body.orders)) return `order:${body.orders.join(',')}`.slice(0, 200)
  const noun = command.includes('-') ? command.slice(0, command.lastIndexOf('-')) : command
  const id = body.id ?? (result && typeof result === 'object' ? (result as Record<string, unknown>).id : undefined)
  return typeof id === 'number' ? `${noun}:${id}` : null
}

/** Runs one call's command with its audit: the row once it answered, unless it wrote its own. */
export async function audited<R>(
  db: Db, call: OpsCall, command: string, body: Record<string, unknown>, actor: OpsActor | null, now: Date,
  run: (audit: OpsAudit) => Promise<R>,
): Promise<R> {
  let entry: AuditEntry = {}
  let written = false
  let skipped = false
  const rowOf = (e: AuditEntry, result: unknown) => {
    const who = e.actor === undefined ? actor : e.actor
    return {
      at: now,
      operatorId: who?.id ?? null,
      command,
      target: e.target === undefined ? defaultTarget(command, body, result) : e.target,
      body: redact(body),
      before: redact(e.before ?? null, false),
      after: redact(e.after === undefined ? result ?? null : e.after, false),
    }
  }
  const audit: OpsAudit = {
    note(e) {
      entry = { ...entry, ...e }
    },
    async write(tx, e) {
      if (written) throw new Error(`${command} wrote its audit row twice`)
      written = true
      if (call.reads) return
      await tx.insert(auditLog).values(rowOf({ ...entry, ...e }, e.after ?? null))
    },
    skip() {
      skipped = true
    },
  }
  const result = await run(audit)
  if (!call.reads && !written && !skipped) await db.insert(auditLog).values(rowOf(entry, result))
  return result
}
