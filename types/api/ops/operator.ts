import { Type, type Static } from '@sinclair/typebox'
import { Exact, Id, Limit, NoBody, Nullable, OneOf, OPERATOR_ROLES, OpsResult, Text, TimeText, opsCalls, type OperatorRole } from '../contract'

// The operators' own accounts (docs/contract.md "Operator calls"; docs/rules.md "Operators"; docs/
// server.md "Operators"): logging in with a password and a one-time code (TOTP), the session, the
// admins' management of operators, and the audit log. Served by server/src/modules/operator/ops.ts.
// A session is sent as the header OPS_SESSION_HEADER; refusals (a wrong code, the last admin...)
// answer status 0 with a message, not an outcome.

/** The header that carries an operator's session token. */
export const OPS_SESSION_HEADER = 'x-ops-session'

export const OPERATOR_USERNAME_PATTERN = '^[a-z0-9_.-]{3,32}$'
export const OPERATOR_PASSWORD_MIN = 8
export const OPERATOR_PASSWORD_MAX = 64
export const OPERATOR_NAME_MAX = 32
/** The length of the passwords the server generates (create, reset). */
export const OPERATOR_GENERATED_PASSWORD_LENGTH = 16
export const AUDIT_LIMIT_MAX = 200
/** The audit log's page when the call gives no limit. */
export const AUDIT_LIMIT_DEFAULT = 50

const Username = Type.String({ pattern: OPERATOR_USERNAME_PATTERN })
const Role = OneOf<OperatorRole>(OPERATOR_ROLES)
/** A command's name as the audit log stores it. */
const CommandName = Type.String({ pattern: '^[a-z][a-z-]{0,47}$' })
/** A day ('YYYY-MM-DD') or a time ('YYYY-MM-DD HH:mm:ss'), Asia/Shanghai. */
const DayOrTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$' })

export const OperatorSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  role: Role,
  disabled: Type.Boolean(),
  created_at: TimeText,
  last_login_at: Nullable(TimeText),
})
export type Operator = Static<typeof OperatorSchema>

/** What creating or resetting an operator answers once: their new password and second factor. */
const Credentials = {
  operator: OperatorSchema,
  /** The generated password (OPERATOR_GENERATED_PASSWORD_LENGTH characters). */
  password: Type.String(),
  /** The TOTP secret, base32 (RFC 6238: 30 s, 6 digits, SHA-1). */
  totp_secret: Type.String(),
  /** otpauth://totp/... for an authenticator app's QR code. */
  otpauth_uri: Type.String(),
}

export const AuditRowSchema = Type.Object({
  id: Type.Integer(),
  at: TimeText,
  /** Who made the call; null: the ops token (the CLI). */
  operator: Nullable(Type.Object({ id: Type.Integer(), username: Type.String() })),
  command: Type.String(),
  /** The entity it changed ('order:12', 'operator:3'), when the command names one. */
  target: Nullable(Type.String()),
  /** The request's body, secrets (password, code) redacted. */
  body: Type.Unknown(),
  before: Type.Unknown(),
  after: Type.Unknown(),
})
export type AuditRow = Static<typeof AuditRowSchema>

const ALL_ROLES = OPERATOR_ROLES.filter((r) => r !== 'admin')

export const operatorOps = opsCalls({
  operatorLogin: {
    path: '/ops/operator-login',
    doc: "logs an operator in with their password and authenticator code; answers the session token (header x-ops-session), valid 12 hours and ended after 60 idle minutes.",
    auth: 'operator',
    roles: ALL_ROLES,
    open: true,
    body: Exact({
      username: Username,
      password: Type.String({ minLength: OPERATOR_PASSWORD_MIN, maxLength: OPERATOR_PASSWORD_MAX }),
      code: Type.String({ pattern: '^\\d{6}$' }),
    }),
    result: OpsResult('operator-login', { token: Type.String(), expires_at: TimeText, operator: OperatorSchema }),
  },
  operatorMe: {
    path: '/ops/operator-me',
    doc: 'the operator of the session.',
    auth: 'operator',
    roles: ALL_ROLES,
    reads: true,
    body: NoBody,
    result: OpsResult('operator-me', { operator: OperatorSchema }),
  },
  operatorLogout: {
    path: '/ops/operator-logout',
    doc: 'ends the session.',
    auth: 'operator',
    roles: ALL_ROLES,
    body: NoBody,
    result: OpsResult('operator-logout', {}),
  },
  operators: {
    path: '/ops/operators',
    doc: 'lists the operators, oldest first.',
    auth: 'operator',
    roles: [],
    reads: true,
    body: NoBody,
    result: OpsResult('operators', { operators: Type.Array(OperatorSchema) }),
  },
  operatorCreate: {
    path: '/ops/operator-create',
    doc: 'creates an operator; answers their generated password and TOTP secret, shown this once.',
    auth: 'operator',
    roles: [],
    body: Exact({ username: Username, name: Text(OPERATOR_NAME_MAX), role: Role }),
    result: OpsResult('operator-create', Credentials),
  },
  operatorUpdate: {
    path: '/ops/operator-update',
    doc: "changes an operator's name, role or disabled flag (disabling ends their sessions); an admin cannot disable or demote themself, nor the last active admin be.",
    auth: 'operator',
    roles: [],
    body: Exact({ id: Id, name: Type.Optional(Text(OPERATOR_NAME_MAX)), role: Type.Optional(Role), disabled: Type.Optional(Type.Boolean()) }),
    result: OpsResult('operator-update', { operator: OperatorSchema }),
  },
  operatorReset: {
    path: '/ops/operator-reset',
    doc: "gives an operator a new password and TOTP secret (shown this once) and ends their sessions.",
    auth: 'operator',
    roles: [],
    body: Exact({ id: Id }),
    result: OpsResult('operator-reset', Credentials),
  },
  auditLog: {
    path: '/ops/audit-log',
    doc: 'the audit log, newest first: every change made by an operator call, filtered by operator, command, target and time (from and to inclusive; a day alone is its whole day); before_id pages on.',
    auth: 'operator',
    roles: [],
    reads: true,
    body: Exact({
      operator_id: Type.Optional(Id),
      command: Type.Optional(CommandName),
      target: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      from: Type.Optional(DayOrTime),
      to: Type.Optional(DayOrTime),
      before_id: Type.Optional(Id),
      limit: Type.Optional(Limit(AUDIT_LIMIT_MAX)),
    }),
    result: OpsResult('audit-log', { rows: Type.Array(AuditRowSchema), next_before_id: Nullable(Type.Integer()) }),
  },
})
