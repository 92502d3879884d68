import { eq } from 'drizzle-orm'
import { blindBoxOps, BLIND_BOX_LIMITS, type OpsBlindBoxContent, type OpsBlindBoxSettings } from '@api-types/ops/blindBox'
import type { Db } from '../../db/driver'
import { blindBoxSettings } from '../../db/schema'
import { columns, translate } from '../../i18n'
import { formatTime } from '../../lib'
import { opsCommand, type OpsArgTools, type OpsGroup } from '../../ops/commands'
import { amountText, oddsText, readSettings, type Settings } from './settings'

// The operators' blind-box command (docs/server.md "Operators"; docs/rules.md "Blind boxes"): the
// settings new boxes start with, shown, or changed field by field (open boxes keep their own).

function shown(s: Settings): OpsBlindBoxSettings {
  const total = s.contents.reduce((n, c) => n + c.weight, 0)
  return {
    helpers_needed: s.helpersNeeded,
    daily_help_cap: s.dailyHelpCap,
    new_user_double: s.newUserDouble,
    lifetime_hours: s.lifetimeHours,
    contents: s.contents.map((c) => ({ ...c, odds: oddsText(c.weight, total) })),
    updated_at: formatTime(s.updatedAt)!,
  }
}

type Change = Partial<Pick<Settings, 'helpersNeeded' | 'dailyHelpCap' | 'newUserDouble' | 'lifetimeHours' | 'contents'>>

/** Writes the given fields over the current settings (the row is made when missing). */
async function change(db: Db, changes: Change, now: Date): Promise<Settings> {
  return db.transaction(async (tx) => {
    const current = await readSettings(tx)
    const next = { ...current, ...changes, updatedAt: now }
    const values = {
      helpersNeeded: next.helpersNeeded, dailyHelpCap: next.dailyHelpCap, newUserDouble: next.newUserDouble,
      lifetimeHours: next.lifetimeHours, contents: next.contents, updatedAt: now,
    }
    await tx.insert(blindBoxSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: blindBoxSettings.id, set: values })
    const [row] = await tx.select({ id: blindBoxSettings.id }).from(blindBoxSettings).where(eq(blindBoxSettings.id, 1))
    if (!row) throw new Error('blind_box_settings row missing after its upsert')
    return next
  })
}

const whole = (text: string | undefined, { minimum, maximum }: { minimum: number; maximum: number }): number | null =>
  text !== undefined && /^\d{1,9}$/.test(text) && Number(text) >= minimum && Number(text) <= maximum ? Number(text) : null

/** `gold:50:50,cash:1.00:15`: kind, coins or yuan, weight. */
function contentsArg(text: string, tools: OpsArgTools): OpsBlindBoxContent[] {
  const items = text.split(',').map((part) => {
    const m = /^(gold|cash):(\d{1,9}(?:\.\d{1,2})?):(\d{1,9})$/.exec(part.trim())
    if (!m) return tools.fail('opsBlindBoxBadContents', { item: part })
    const kind = m[1] as 'gold' | 'cash'
    const amount = kind === 'gold' ? (m[2].includes('.') ? NaN : Number(m[2])) : Math.round(Number(m[2]) * 100)
    const limits = kind === 'gold' ? BLIND_BOX_LIMITS.gold : BLIND_BOX_LIMITS.cashFen
    const weight = Number(m[3])
    if (!(amount >= limits.minimum && amount <= limits.maximum) || weight < BLIND_BOX_LIMITS.weight.minimum || weight > BLIND_BOX_LIMITS.weight.maximum) {
      return tools.fail('opsBlindBoxBadContents', { item: part })
    }
    return { kind, amount, weight }
  })
  if (items.length > BLIND_BOX_LIMITS.contents.maxItems) tools.fail('opsBlindBoxBadContents', { item: text })
  return items
}

export const BLIND_BOX_OPS: OpsGroup = {
  help: `  blind-box-settings [--helpers <n>] [--daily-cap <n>] [--new-user-double yes|no] [--hours <n>] [--contents gold:<金币>:<权重>,cash:<元>:<权重>...]
      查看或修改盲盒设置（新开的盲盒生效，进行中的不变）/ view or change the blind-box settings (new boxes only)
`,
  examples: ['blind-box-settings', 'blind-box-settings --helpers 3 --daily-cap 3 --contents gold:50:50,gold:200:30,cash:1.00:15,cash:5.00:5'],
  commands: [
    opsCommand(blindBoxOps.blindBoxSettings, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['helpers', 'daily-cap', 'new-user-double', 'hours', 'contents'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        const body: { helpers_needed?: number; daily_help_cap?: number; new_user_double?: boolean; lifetime_hours?: number; contents?: OpsBlindBoxContent[] } = {}
        if (options.helpers !== undefined) body.helpers_needed = whole(options.helpers, BLIND_BOX_LIMITS.helpersNeeded) ?? tools.fail('opsBadOption', { option: `--helpers ${options.helpers}` })
        if (options['daily-cap'] !== undefined) body.daily_help_cap = whole(options['daily-cap'], BLIND_BOX_LIMITS.dailyHelpCap) ?? tools.fail('opsBadOption', { option: `--daily-cap ${options['daily-cap']}` })
        if (options.hours !== undefined) body.lifetime_hours = whole(options.hours, BLIND_BOX_LIMITS.lifetimeHours) ?? tools.fail('opsBadOption', { option: `--hours ${options.hours}` })
        if (options['new-user-double'] !== undefined) {
          const v = options['new-user-double']
          if (v !== 'yes' && v !== 'no') tools.fail('opsBadOption', { option: `--new-user-double ${v}` })
          body.new_user_double = v === 'yes'
        }
        if (options.contents !== undefined) body.contents = contentsArg(options.contents, tools)
        return body
      },
      async run({ db, now, audit }, body) {
        const changes: Change = {}
        if (body.helpers_needed !== undefined) changes.helpersNeeded = body.helpers_needed
        if (body.daily_help_cap !== undefined) changes.dailyHelpCap = body.daily_help_cap
        if (body.new_user_double !== undefined) changes.newUserDouble = body.new_user_double
        if (body.lifetime_hours !== undefined) changes.lifetimeHours = body.lifetime_hours
        if (body.contents !== undefined) changes.contents = body.contents
        if (Object.keys(changes).length === 0) {
          audit.skip()
          return { command: 'blind-box-settings', result: { outcome: 'viewed', settings: shown(await readSettings(db)) } }
        }
        audit.note({ target: 'blind-box-settings', before: { settings: shown(await readSettings(db)) } })
        return { command: 'blind-box-settings', result: { outcome: 'changed', settings: shown(await change(db, changes, now)) } }
      },
      print({ result }, { lang, table }) {
        const s = result.settings
        const header = columns(lang, ['opsColType', 'opsColAmount', 'opsColWeight', 'opsColOdds'])
        return {
          ok: true,
          stdout: [
            translate(lang, result.outcome === 'changed' ? 'opsBlindBoxChanged' : 'opsBlindBoxSettings', {
              helpers: String(s.helpers_needed), cap: String(s.daily_help_cap), double: s.new_user_double ? 'yes' : 'no', hours: String(s.lifetime_hours),
            }),
            table(header, s.contents.map((c) => [c.kind, amountText(c.kind, c.amount), String(c.weight), c.odds])),
          ],
          stderr: [],
        }
      },
    }),
  ],
}
