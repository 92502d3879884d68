import { and, desc, eq } from 'drizzle-orm'
import type { EntryState, RewardKind } from '@api-types/challenge'
import { challengeOps, CHALLENGE_DESCRIPTION_MAX, CHALLENGE_TITLE_MAX, type OpsChallengeClose, type OpsChallengeRow } from '@api-types/ops/challenge'
import { ENTRY_STATES } from '@api-types/challenge'
import type { Db } from '../../db/driver'
import { challengeEntries, challenges, users } from '../../db/schema'
import { columns, translate } from '../../i18n'
import { formatTime, maskNickname, parseShanghaiTime } from '../../lib'
import { listLimit, maskTel, opsCommand, type OpsArgTools, type OpsGroup } from '../../ops/commands'
import type { ChallengeRow } from './service'

// The operators' challenge commands (docs/server.md "Operators"; docs/rules.md "Challenges"):
// create or change a challenge, close it to new entries, list entries; as operator calls
// (types/api/ops/challenge.ts) and CLI commands.

const rowOf = (c: ChallengeRow): OpsChallengeRow => ({
  id: c.id, title: c.title, goal: c.goal, duration_days: c.durationDays, entry_gold: c.entryGold,
  reward_kind: c.rewardKind as RewardKind, reward_amount: c.rewardAmount, status: c.status as 'live' | 'closed',
  join_until: formatTime(c.joinUntil)!, sort: c.sort,
})

/** A whole number from min to max given as --name, or the CLI's refusal. */
function intArg(options: Record<string, string>, name: string, min: number, max: number, tools: OpsArgTools): number {
  const n = Number(options[name])
  if (options[name] === undefined || !/^\d{1,10}$/.test(options[name]) || n < min || n > max) tools.fail('opsBadChallengeArg', { option: `--${name}` })
  return n
}

type SaveBody = Parameters<typeof saveChallenge>[1]

async function saveChallenge(db: Db, body: {
  id?: number; title: string; description?: string; goal: number; duration_days: number; entry_gold: number
  reward_kind: RewardKind; reward_amount: number; join_until: string; sort?: number
}) {
  const values = {
    title: body.title.trim(), description: body.description?.trim() ?? '', goal: body.goal, durationDays: body.duration_days,
    entryGold: body.entry_gold, rewardKind: body.reward_kind, rewardAmount: body.reward_amount,
    joinUntil: parseShanghaiTime(body.join_until), ...(body.sort !== undefined ? { sort: body.sort } : {}),
  }
  if (body.id === undefined) {
    const [created] = await db.insert(challenges).values(values).returning()
    return { command: 'challenge-save' as const, outcome: 'created' as const, challenge: rowOf(created) }
  }
  const [updated] = await db.update(challenges).set(values).where(eq(challenges.id, body.id)).returning()
  return updated
    ? { command: 'challenge-save' as const, outcome: 'updated' as const, challenge: rowOf(updated) }
    : { command: 'challenge-save' as const, outcome: 'not_found' as const, challenge: null }
}

async function closeChallenge(db: Db, id: number): Promise<OpsChallengeClose> {
  const [closed] = await db.update(challenges).set({ status: 'closed' }).where(and(eq(challenges.id, id), eq(challenges.status, 'live'))).returning()
  if (closed) return { id, outcome: 'closed' }
  const [found] = await db.select({ id: challenges.id }).from(challenges).where(eq(challenges.id, id))
  return { id, outcome: found ? 'already_closed' : 'not_found' }
}

async function entriesForOps(db: Db, challengeId: number | undefined, state: EntryState | 'all', limit: number) {
  const rows = await db.select({ e: challengeEntries, u: { tel: users.tel, nickname: users.nickname } }).from(challengeEntries)
    .innerJoin(users, eq(users.id, challengeEntries.userId))
    .where(and(challengeId ? eq(challengeEntries.challengeId, challengeId) : undefined, state === 'all' ? undefined : eq(challengeEntries.state, state)))
    .orderBy(desc(challengeEntries.id)).limit(limit)
  return rows.map(({ e, u }) => ({
    id: e.id, challenge_id: e.challengeId, user: u.tel ? maskTel(u.tel) : maskNickname(u.nickname), round: e.round,
    state: e.state as EntryState, progress: e.progress, goal: e.goal, joined_at: formatTime(e.joinedAt)!, deadline: formatTime(e.deadline)!,
    ended_at: formatTime(e.endedAt), reward_granted: e.rewardGranted,
  }))
}

export const CHALLENGE_OPS: OpsGroup = {
  help: `  challenge-save [--id <id>] --title "<标题>" --goal <单数> --days <天数> [--entry-gold <金币>] (--reward-gold <金币>|--reward-cash <元>) --until "<YYYY-MM-DD HH:mm:ss>" [--description "<说明>"] [--sort <n>]
      创建挑战，或修改已有挑战（--id；进行中的参与保持原条件）/ create a challenge, or change one (running entries keep their terms)
  challenge-close <id>
      停止报名，进行中的参与继续到截止时间 / close a challenge to new entries; running ones go on to their deadline
  challenge-entries [--challenge <id>] [--state active|completed|failed|all] [--limit <n>]
      列出参与记录，最新 20 条 / list entries, newest 20
`,
  examples: [
    'challenge-save --title "7天内完成5单霸王餐" --goal 5 --days 7 --entry-gold 100 --reward-cash 5 --until "2030-12-31 23:59:59"',
    'challenge-close 2', 'challenge-entries --state active',
  ],
  commands: [
    opsCommand(challengeOps.challengeSave, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['id', 'title', 'description', 'goal', 'days', 'entry-gold', 'reward-gold', 'reward-cash', 'until', 'sort'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        const title = options.title?.trim() ?? ''
        if (!title || [...title].length > CHALLENGE_TITLE_MAX) tools.fail('opsBadChallengeArg', { option: '--title' })
        if (options.description !== undefined && [...options.description].length > CHALLENGE_DESCRIPTION_MAX) tools.fail('opsBadChallengeArg', { option: '--description' })
        if (!options.until || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(options.until) || Number.isNaN(parseShanghaiTime(options.until).getTime())) {
          tools.fail('opsBadChallengeArg', { option: '--until' })
        }
        const cash = options['reward-cash']
        if ((cash === undefined) === (options['reward-gold'] === undefined)) tools.fail('opsBadChallengeArg', { option: '--reward-gold / --reward-cash' })
        if (cash !== undefined && (!/^\d{1,7}(\.\d{1,2})?$/.test(cash) || Number(cash) <= 0)) tools.fail('opsBadChallengeArg', { option: '--reward-cash' })
        const [whole, cents = ''] = (cash ?? '0').split('.')
        const body: SaveBody = {
          title, goal: intArg(options, 'goal', 1, 100, tools), duration_days: intArg(options, 'days', 1, 90, tools),
          entry_gold: options['entry-gold'] === undefined ? 0 : intArg(options, 'entry-gold', 0, 1_000_000, tools),
          reward_kind: cash !== undefined ? 'cash' : 'gold',
          reward_amount: cash !== undefined ? Number(whole) * 100 + Number(cents.padEnd(2, '0')) : intArg(options, 'reward-gold', 1, 100_000_000, tools),
          join_until: options.until,
        }
        if (options.id !== undefined) body.id = intArg(options, 'id', 1, 2147483647, tools)
        if (options.description !== undefined) body.description = options.description
        if (options.sort !== undefined) body.sort = intArg(options, 'sort', 0, 10000, tools)
        return body
      },
      run: ({ db }, body) => saveChallenge(db, body),
      print({ outcome, challenge: c }, { lang }) {
        if (!c) return { ok: false, stdout: [], stderr: [translate(lang, 'opsChallengeNotFound', { id: '' })] }
        return { ok: true, stdout: [translate(lang, outcome === 'created' ? 'opsChallengeCreated' : 'opsChallengeUpdated', { id: c.id, title: c.title })], stderr: [] }
      },
    }),
    opsCommand(challengeOps.challengeClose, {
      parse(args, tools) {
        const { positional } = tools.split(args, [])
        if (positional.length !== 1 || !/^\d{1,10}$/.test(positional[0]) || Number(positional[0]) < 1 || Number(positional[0]) > 2147483647) {
          tools.fail('opsBadChallengeArg', { option: positional[0] ?? '<id>' })
        }
        return { id: Number(positional[0]) }
      },
      run: async ({ db }, body) => ({ command: 'challenge-close', result: await closeChallenge(db, body.id) }),
      print({ result: r }, { lang }) {
        const id = String(r.id)
        if (r.outcome === 'closed') return { ok: true, stdout: [translate(lang, 'opsChallengeClosed', { id })], stderr: [] }
        return { ok: false, stdout: [], stderr: [translate(lang, r.outcome === 'not_found' ? 'opsChallengeNotFound' : 'opsChallengeAlreadyClosed', { id })] }
      },
    }),
    opsCommand(challengeOps.challengeEntries, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['challenge', 'state', 'limit'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        const state = options.state ?? 'all'
        if (state !== 'all' && !(ENTRY_STATES as readonly string[]).includes(state)) {
          tools.fail('opsBadStatus', { status: state, statuses: [...ENTRY_STATES, 'all'].join(', ') })
        }
        return {
          ...(options.challenge !== undefined ? { challenge_id: intArg(options, 'challenge', 1, 2147483647, tools) } : {}),
          state: state as EntryState | 'all', limit: listLimit(options.limit, 20, tools),
        }
      },
      run: async ({ db }, body) => ({ command: 'challenge-entries', entries: await entriesForOps(db, body.challenge_id, body.state, body.limit) }),
      print({ entries }, { lang, table }) {
        if (entries.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoChallengeEntries')], stderr: [] }
        const header = columns(lang, ['opsColId', 'opsColChallenge', 'opsColUser', 'opsColRound', 'opsColStatus', 'opsColProgress', 'opsColDeadline'])
        return {
          ok: true,
          stdout: [table(header, entries.map((e) => [String(e.id), String(e.challenge_id), e.user, String(e.round), e.state, `${e.progress}/${e.goal}`, e.deadline]))],
          stderr: [],
        }
      },
    }),
  ],
}

