import { OPERATOR_ROLES, type OperatorRole } from '@api-types/contract'
import {
  AUDIT_LIMIT_MAX, OPERATOR_NAME_MAX, OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN, OPERATOR_USERNAME_PATTERN, operatorOps, type Operator,
} from '@api-types/ops/operator'
import { columns, translate, type Lang } from '../../i18n'
import { noArgs, opsCommand, printedLine, type OpsArgTools, type OpsGroup, type Printed } from '../../ops/commands'
import { auditRows, createOperator, listOperators, login, logout, me, resetOperator, updateOperator } from './service'

// The operators' account commands (docs/server.md "Operators"; docs/rules.md "Operators"): login,
// the session, the admins' management of operators and the audit log; as operator calls
// (types/api/ops/operator.ts) and CLI commands (`npm run ops -- operator-create ...` makes the first
// admin). The CLI on the database validates what the schema would.

const USERNAME = new RegExp(OPERATOR_USERNAME_PATTERN)
const MAX_ID = 2147483647
const DAY_OR_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/

const bad = (tools: OpsArgTools, option: string): never => tools.fail('opsBadOperatorArg', { option })

function idOf(text: string | undefined, tools: OpsArgTools, option = '<id>'): number {
  if (text === undefined || !/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > MAX_ID) bad(tools, option)
  return Number(text)
}
function usernameOf(text: string | undefined, tools: OpsArgTools): string {
  if (text === undefined || !USERNAME.test(text)) bad(tools, '--username')
  return text!
}
function nameOf(text: string | undefined, tools: OpsArgTools): string {
  const name = text?.trim() ?? ''
  if (!name || [...name].length > OPERATOR_NAME_MAX) bad(tools, '--name')
  return name
}
function roleOf(text: string | undefined, tools: OpsArgTools): OperatorRole {
  if (!(OPERATOR_ROLES as readonly (string | undefined)[]).includes(text)) bad(tools, '--role')
  return text as OperatorRole
}

const operatorLine = (o: Operator) => [String(o.id), o.username, o.name, o.role, o.disabled ? '✕' : '✓', o.last_login_at ?? '-']

/** The one-time credentials of create and reset, each on its own line. */
function credentialLines(lang: Lang, a: { operator: Operator; password: string; totp_secret: string; otpauth_uri: string }): Printed {
  return {
    ok: true,
    stdout: [
      translate(lang, 'opsOperatorCredentials', { id: String(a.operator.id), username: a.operator.username, role: a.operator.role }),
      `password: ${a.password}`, `totp_secret: ${a.totp_secret}`, `otpauth_uri: ${a.otpauth_uri}`,
    ],
    stderr: [],
  }
}

export const OPERATOR_OPS: OpsGroup = {
  help: `  operator-create --username <name> --name "<名字>" --role admin|reviewer|finance|content
      创建运维账号，打印其密码与 TOTP 密钥（仅此一次）/ create an operator; prints the password and TOTP secret once
  operators
      列出运维账号 / list the operators
  operator-update <id> [--name "<名字>"] [--role <role>] [--disabled true|false]
      修改运维账号；停用即结束其会话 / change an operator; disabling ends their sessions
  operator-reset <id>
      重置密码与 TOTP 密钥并结束其会话 / new password and TOTP secret, their sessions ended
  audit-log [--operator <id>] [--command <name>] [--target <kind:id>] [--from <day|time>] [--to <day|time>] [--before <id>] [--limit <n>]
      审计日志，最新的在前 / the audit log, newest first
  operator-login --username <name> --password <password> --code <6 digits>
      登录并打印会话令牌 / log in and print a session token
`,
  examples: ['operator-create --username admin --name 管理员 --role admin', 'operators', 'operator-update 2 --role finance', 'audit-log --command approve --limit 20'],
  commands: [
    opsCommand(operatorOps.operatorLogin, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['username', 'password', 'code'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        const password = options.password ?? ''
        if (password.length < OPERATOR_PASSWORD_MIN || password.length > OPERATOR_PASSWORD_MAX) bad(tools, '--password')
        if (!/^\d{6}$/.test(options.code ?? '')) bad(tools, '--code')
        return { username: usernameOf(options.username, tools), password, code: options.code! }
      },
      run: (ctx, body) => login(ctx.db, body, ctx.address, ctx.now, ctx.audit),
      print: (a) => ({ ok: true, stdout: [`token: ${a.token}`, `expires_at: ${a.expires_at}`], stderr: [] }),
    }),
    opsCommand(operatorOps.operatorMe, {
      parse: noArgs,
      run: (ctx) => me(ctx.db, ctx.operator),
      print: ({ operator: o }, { lang, table }) => printedLine(true, table(columns(lang, ['opsColId', 'opsColUsername', 'opsColName', 'opsColRole', 'opsColEnabled', 'opsColLastLogin']), [operatorLine(o)])),
    }),
    opsCommand(operatorOps.operatorLogout, {
      parse: noArgs,
      run: (ctx) => logout(ctx.db, ctx.operator, ctx.audit),
      print: (_a, { lang }) => printedLine(true, translate(lang, 'opsLoggedOut')),
    }),
    opsCommand(operatorOps.operators, {
      parse: noArgs,
      run: (ctx) => listOperators(ctx.db),
      print({ operators: rows }, { lang, table }) {
        if (rows.length === 0) return printedLine(true, translate(lang, 'opsNoOperators'))
        return printedLine(true, table(columns(lang, ['opsColId', 'opsColUsername', 'opsColName', 'opsColRole', 'opsColEnabled', 'opsColLastLogin']), rows.map(operatorLine)))
      },
    }),
    opsCommand(operatorOps.operatorCreate, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['username', 'name', 'role'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        return { username: usernameOf(options.username, tools), name: nameOf(options.name, tools), role: roleOf(options.role, tools) }
      },
      run: (ctx, body) => createOperator(ctx.db, body, ctx.audit),
      print: (a, { lang }) => credentialLines(lang, a),
    }),
    opsCommand(operatorOps.operatorUpdate, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['name', 'role', 'disabled'])
        if (positional.length !== 1) bad(tools, positional[1] ?? '<id>')
        if (options.disabled !== undefined && options.disabled !== 'true' && options.disabled !== 'false') bad(tools, '--disabled')
        return {
          id: idOf(positional[0], tools),
          ...(options.name !== undefined ? { name: nameOf(options.name, tools) } : {}),
          ...(options.role !== undefined ? { role: roleOf(options.role, tools) } : {}),
          ...(options.disabled !== undefined ? { disabled: options.disabled === 'true' } : {}),
        }
      },
      run: (ctx, body) => updateOperator(ctx.db, body, ctx.operator, ctx.audit),
      print: ({ operator: o }, { lang, table }) => printedLine(true, table(columns(lang, ['opsColId', 'opsColUsername', 'opsColName', 'opsColRole', 'opsColEnabled', 'opsColLastLogin']), [operatorLine(o)])),
    }),
    opsCommand(operatorOps.operatorReset, {
      parse(args, tools) {
        const { positional } = tools.split(args, [])
        if (positional.length !== 1) bad(tools, positional[1] ?? '<id>')
        return { id: idOf(positional[0], tools) }
      },
      run: (ctx, body) => resetOperator(ctx.db, body.id, ctx.audit),
      print: (a, { lang }) => credentialLines(lang, a),
    }),
    opsCommand(operatorOps.auditLog, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['operator', 'command', 'target', 'from', 'to', 'before', 'limit'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        for (const key of ['from', 'to'] as const) if (options[key] !== undefined && !DAY_OR_TIME.test(options[key])) bad(tools, `--${key}`)
        if (options.command !== undefined && !/^[a-z][a-z-]{0,47}$/.test(options.command)) bad(tools, '--command')
        if (options.target !== undefined && (options.target.length < 1 || options.target.length > 64)) bad(tools, '--target')
        const limit = options.limit === undefined ? undefined : idOf(options.limit, tools, '--limit')
        if (limit !== undefined && limit > AUDIT_LIMIT_MAX) bad(tools, '--limit')
        return {
          ...(options.operator !== undefined ? { operator_id: idOf(options.operator, tools, '--operator') } : {}),
          ...(options.command !== undefined ? { command: options.command } : {}),
          ...(options.target !== undefined ? { target: options.target } : {}),
          ...(options.from !== undefined ? { from: options.from } : {}),
          ...(options.to !== undefined ? { to: options.to } : {}),
          ...(options.before !== undefined ? { before_id: idOf(options.before, tools, '--before') } : {}),
          ...(limit !== undefined ? { limit } : {}),
        }
      },
      run: (ctx, body) => auditRows(ctx.db, body),
      print({ rows }, { lang, table }) {
        if (rows.length === 0) return printedLine(true, translate(lang, 'opsNoAuditRows'))
        const header = columns(lang, ['opsColId', 'opsColTime', 'opsColUsername', 'opsColCommand', 'opsColTarget'])
        return printedLine(true, table(header, rows.map((r) => [String(r.id), r.at, r.operator?.username ?? 'ops-token', r.command, r.target ?? '-'])))
      },
    }),
  ],
}
