import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, jsonValue } from '../../db/columns'

// The operator module's tables (docs/server.md "Operators"; docs/rules.md "Operators"); db/schema.ts
// gathers every module's.

/**
 * An operator of the web console: a role, a password (password.ts) and a TOTP secret (RFC 6238).
 * `totp_step`: the last time step whose code logged in, so a code works once. A disabled operator
 * cannot log in and has no session.
 */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  totpSecret: text('totp_secret').notNull(),
  totpStep: bigint('totp_step', { mode: 'number' }).notNull().default(0),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('operators_username_uq').on(t.username),
  check('operators_role_chk', sql`${t.role} in ('admin', 'reviewer', 'finance', 'content')`),
])

/** A login's session: the token's sha256 (hex), ended 12 h after login or 60 min after its last call. */
export const operatorSessions = pgTable('operator_sessions', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id').notNull().references(() => operators.id),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('operator_sessions_token_uq').on(t.tokenHash),
  index('operator_sessions_operator_idx').on(t.operatorId),
])

/** A refused login, for throttling by username and by client address; rows older than the window are pruned. */
export const operatorLoginFailures = pgTable('operator_login_failures', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  address: text('address').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [
  index('operator_login_failures_username_idx').on(t.username, t.at),
  index('operator_login_failures_address_idx').on(t.address, t.at),
])

/**
 * One change made by an operator call (ops/audit.ts): who (null: the ops token, the CLI), the
 * command, the entity it changed, the body (secrets redacted), before and after.
 */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  operatorId: integer('operator_id').references(() => operators.id),
  command: text('command').notNull(),
  target: text('target'),
  body: jsonValue('body').notNull(),
  before: jsonValue('before'),
  after: jsonValue('after'),
}, (t) => [
  index('audit_log_operator_idx').on(t.operatorId, t.id),
  index('audit_log_command_idx').on(t.command, t.id),
  index('audit_log_target_idx').on(t.target, t.id),
  index('audit_log_at_idx').on(t.at),
])
