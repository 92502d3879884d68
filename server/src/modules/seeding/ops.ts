import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { RewardKind } from '@api-types/challenge'
import {
  seedingOps, SEEDING_ENTRY_STATES, SEEDING_REASON_MAX, type OpsSeedingActivityBody, type OpsSeedingActivityRow, type OpsSeedingReview,
  type SeedingEntryState,
} from '@api-types/ops/seeding'
import type { Db } from '../../db/driver'
import { seedingActivities, seedingEntries, users } from '../../db/schema'
import { columns, translate, type Lang } from '../../i18n'
import { formatTime, maskNickname, parseShanghaiTime, yuan } from '../../lib'
import { listLimit, maskTel, noArgs, opsCommand, reasonArg, type OpsArgTools, type OpsGroup, type Printed } from '../../ops/commands'
import { reviewEntry, type ActivityRow } from './service'

// The operators' seeding commands (docs/server.md "Operators"; docs/rules.md "Seeding activity"):
// activities created or changed, submissions listed, approved or refused; as operator calls
// (types/api/ops/seeding.ts) and CLI commands.

const rowOf = (a: ActivityRow, submitted: number): OpsSeedingActivityRow => ({
  id: a.id, title: a.title, reward_kind: a.rewardKind as RewardKind, reward_amount: a.rewardAmount,
  start_time: formatTime(a.startTime)!, end_time: formatTime(a.endTime)!, platform: a.platform, allowed_hosts: a.allowedHosts,
  enabled: a.enabled, submitted,
})

async function submittedOf(db: Db, activityId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(seedingEntries)
    .where(and(eq(seedingEntries.activityId, activityId), eq(seedingEntries.state, 'submitted')))
  return Number(n)
}

async function saveActivity(db: Db, body: OpsSeedingActivityBody) {
  const command = 'seeding-activity-save' as const
  const values = {
    title: body.title.trim(), content: body.content.trim(), images: body.images.map((i) => i.trim()), rule: body.rule.trim(),
    rewardKind: body.reward_kind, rewardAmount: body.reward_amount,
    startTime: parseShanghaiTime(body.start_time), endTime: parseShanghaiTime(body.end_time),
    platform: body.platform.trim(), allowedHosts: [...new Set(body.allowed_hosts)], enabled: body.enabled,
  }
  if (!(values.endTime > values.startTime)) return { command, outcome: 'bad_window' as const, activity: null }
  if (body.id === undefined) {
    const [created] = await db.insert(seedingActivities).values(values).returning()
    return { command, outcome: 'created' as const, activity: rowOf(created, 0) }
  }
  const [updated] = await db.update(seedingActivities).set(values).where(eq(seedingActivities.id, body.id)).returning()
  return updated
    ? { command, outcome: 'updated' as const, activity: rowOf(updated, await submittedOf(db, updated.id)) }
    : { command, outcome: 'not_found' as const, activity: null }
}

async function listActivities(db: Db) {
  const rows = await db.select().from(seedingActivities).orderBy(desc(seedingActivities.id)).limit(100)
  return Promise.all(rows.map(async (a) => rowOf(a, await submittedOf(db, a.id))))
}

async function submissions(db: Db, state: SeedingEntryState | 'all', activityId: number | undefined, limit: number) {
  const rows = await db.select({ e: seedingEntries, u: { tel: users.tel, nickname: users.nickname } }).from(seedingEntries)
    .innerJoin(users, eq(users.id, seedingEntries.userId))
    .where(and(state === 'all' ? undefined : eq(seedingEntries.state, state), activityId ? eq(seedingEntries.activityId, activityId) : undefined))
    // the review queue oldest first (first come, first reviewed); otherwise newest first
    .orderBy(state === 'submitted' ? asc(seedingEntries.submittedAt) : desc(seedingEntries.id)).limit(limit)
  return rows.map(({ e, u }) => ({
    id: e.id, activity_id: e.activityId, user: u.tel ? maskTel(u.tel) : maskNickname(u.nickname), state: e.state as SeedingEntryState,
    link: e.link, images: e.images, submitted_at: formatTime(e.submittedAt), reviewed_at: formatTime(e.reviewedAt), reject_reason: e.rejectReason,
  }))
}

const POSITIVE = /^[1-9]\d{0,9}$/
/** The one entry id a review command names. */
function entryIdArg(positional: string[], tools: OpsArgTools): number {
  if (positional.length !== 1 || !POSITIVE.test(positional[0]) || Number(positional[0]) > 2147483647) {
    tools.fail('opsBadSeedingArg', { option: positional[0] ?? '<id>' })
  }
  return Number(positional[0])
}

function printReview(r: OpsSeedingReview, lang: Lang): Printed {
  const id = String(r.id)
  switch (r.outcome) {
    case 'approved': return { ok: true, stdout: [translate(lang, 'opsSeedingApproved', { id })], stderr: [] }
    case 'refused': return { ok: true, stdout: [translate(lang, 'opsSeedingRefused', { id })], stderr: [] }
    case 'not_found': return { ok: false, stdout: [], stderr: [translate(lang, 'opsSeedingNotFound', { id })] }
    default: return { ok: false, stdout: [], stderr: [translate(lang, 'opsSeedingNotSubmitted', { id, state: r.state })] }
  }
}

const rewardOf = (kind: string, amount: number) => (kind === 'gold' ? `${amount} gold` : `¥${yuan(amount)}`)
const list = (text: string | undefined) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean)

export const SEEDING_OPS: OpsGroup = {
  help: `  seeding-activities
      列出种草活动及待审核数 / list the seeding activities with how many submissions wait
  seeding-activity-save [--id <id>] --title "<标题>" --content "<文案>" [--images "<url>,<url>"] [--rule "<规则>"] (--reward-gold <金币>|--reward-cash <元>) --start "<YYYY-MM-DD HH:mm:ss>" --end "<…>" --platform 小红书 --hosts xiaohongshu.com,xhslink.com [--enabled yes|no]
      创建或修改种草活动（修改时全部参数重新给出）/ create or change a seeding activity (a change gives every option again)
  seeding-submissions [--state submitted|approved|rejected|applied|all] [--activity <id>] [--limit <n>]
      列出种草记录，默认待审核（先提交的在前）/ list entries, default waiting for review (oldest first)
  seeding-approve <id>
      通过并发放奖励（只发一次）/ approve and grant the reward (once)
  seeding-refuse <id> --reason "<原因>"
      驳回，用户可在活动结束前重新提交 / refuse; the user may submit again while the activity runs
`,
  examples: [
    'seeding-activities', 'seeding-submissions', 'seeding-approve 12', 'seeding-refuse 13 --reason "链接打不开"',
    'seeding-activity-save --title "小红书种草领金币" --content "…" --reward-gold 500 --start "2026-01-01 00:00:00" --end "2026-12-31 23:59:59" --platform 小红书 --hosts xiaohongshu.com,xhslink.com',
  ],
  commands: [
    opsCommand(seedingOps.seedingActivities, {
      parse: noArgs,
      run: async ({ db }) => ({ command: 'seeding-activities', activities: await listActivities(db) }),
      print({ activities }, { lang, table }) {
        if (activities.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoSeedingActivities')], stderr: [] }
        const header = columns(lang, ['opsColId', 'opsColTitle', 'opsColValue', 'opsColStart', 'opsColEnd', 'opsColHosts', 'opsColOnSale', 'opsColToReview'])
        return {
          ok: true,
          stdout: [table(header, activities.map((a) => [
            String(a.id), a.title, rewardOf(a.reward_kind, a.reward_amount), a.start_time, a.end_time, a.allowed_hosts.join(','), a.enabled ? 'yes' : 'no', String(a.submitted),
          ]))],
          stderr: [],
        }
      },
    }),
    opsCommand(seedingOps.seedingActivitySave, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['id', 'title', 'content', 'images', 'rule', 'reward-gold', 'reward-cash', 'start', 'end', 'platform', 'hosts', 'enabled'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        const bad = (option: string): never => tools.fail('opsBadSeedingArg', { option })
        for (const name of ['title', 'content', 'start', 'end', 'platform', 'hosts']) if (!options[name]?.trim()) bad(`--${name}`)
        const cash = options['reward-cash']
        const gold = options['reward-gold']
        if ((cash === undefined) === (gold === undefined)) bad('--reward-gold / --reward-cash')
        if (cash !== undefined && (!/^\d{1,7}(\.\d{1,2})?$/.test(cash) || Number(cash) <= 0)) bad('--reward-cash')
        if (gold !== undefined && !POSITIVE.test(gold)) bad('--reward-gold')
        const [whole, cents = ''] = (cash ?? '0').split('.')
        if (options.enabled !== undefined && !['yes', 'no'].includes(options.enabled)) bad('--enabled')
        if (options.id !== undefined && !POSITIVE.test(options.id)) bad('--id')
        return {
          ...(options.id !== undefined ? { id: Number(options.id) } : {}),
          title: options.title, content: options.content, images: list(options.images), rule: options.rule ?? '',
          reward_kind: cash !== undefined ? 'cash' : 'gold',
          reward_amount: cash !== undefined ? Number(whole) * 100 + Number(cents.padEnd(2, '0')) : Number(gold),
          start_time: options.start, end_time: options.end, platform: options.platform,
          allowed_hosts: list(options.hosts).map((h) => h.toLowerCase()), enabled: options.enabled !== 'no',
        }
      },
      run: ({ db }, body) => saveActivity(db, body),
      print({ outcome, activity }, { lang }) {
        if (outcome === 'bad_window') return { ok: false, stdout: [], stderr: [translate(lang, 'opsSeedingBadWindow')] }
        if (!activity) return { ok: false, stdout: [], stderr: [translate(lang, 'opsSeedingNotFound', { id: '' })] }
        return { ok: true, stdout: [translate(lang, outcome === 'created' ? 'opsSeedingCreated' : 'opsSeedingUpdated', { id: activity.id, title: activity.title })], stderr: [] }
      },
    }),
    opsCommand(seedingOps.seedingSubmissions, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['state', 'activity', 'limit'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        const state = options.state ?? 'submitted'
        if (state !== 'all' && !(SEEDING_ENTRY_STATES as readonly string[]).includes(state)) {
          tools.fail('opsBadStatus', { status: state, statuses: [...SEEDING_ENTRY_STATES, 'all'].join(', ') })
        }
        if (options.activity !== undefined && !POSITIVE.test(options.activity)) tools.fail('opsBadSeedingArg', { option: '--activity' })
        return {
          state: state as SeedingEntryState | 'all', limit: listLimit(options.limit, 20, tools),
          ...(options.activity !== undefined ? { activity_id: Number(options.activity) } : {}),
        }
      },
      run: async ({ db }, body) => ({ command: 'seeding-submissions', submissions: await submissions(db, body.state, body.activity_id, body.limit) }),
      print({ submissions: rows }, { lang, table }) {
        if (rows.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoSeedingSubmissions')], stderr: [] }
        const header = columns(lang, ['opsColId', 'opsColActivity', 'opsColUser', 'opsColStatus', 'opsColLink', 'opsColImages', 'opsColProofTime', 'opsColReason'])
        return {
          ok: true,
          stdout: [table(header, rows.map((r) => [
            String(r.id), String(r.activity_id), r.user, r.state, r.link ?? '-', r.images.join(' ') || '-', r.submitted_at ?? '-', r.reject_reason ?? '-',
          ]))],
          stderr: [],
        }
      },
    }),
    opsCommand(seedingOps.seedingApprove, {
      parse: (args, tools) => ({ id: entryIdArg(tools.split(args, []).positional, tools) }),
      run: async ({ db, now }, body) => ({ command: 'seeding-approve', result: await reviewEntry(db, body.id, { approve: true }, now) }),
      print: ({ result }, { lang }) => printReview(result, lang),
    }),
    opsCommand(seedingOps.seedingRefuse, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['reason'])
        return { id: entryIdArg(positional, tools), reason: reasonArg(options.reason, SEEDING_REASON_MAX, 'opsReasonInvalid', tools) }
      },
      run: async ({ db, now }, body) => ({ command: 'seeding-refuse', result: await reviewEntry(db, body.id, { approve: false, reason: body.reason.trim() }, now) }),
      print: ({ result }, { lang }) => printReview(result, lang),
    }),
  ],
}
