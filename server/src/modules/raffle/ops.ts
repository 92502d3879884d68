import { PRIZE_KINDS, RAFFLE_STYLES, type PrizeKind, type RaffleStyle } from '@api-types/raffle'
import { RAFFLE_NUMBER_MAX, RAFFLE_WEIGHT_MAX, RAFFLE_WIN_FILTERS, raffleOps, type OpsRaffleWinRow } from '@api-types/ops/raffle'
import { columns, translate, type Lang, type MessageKey } from '../../i18n'
import { listLimit, opsCommand, printedLine, type OpsArgTools, type OpsGroup, type Printed } from '../../ops/commands'
import { closeActivity, listActivitiesForOps, listPrizesForOps, listWinsForOps, saveActivity, savePrize, shipWin } from './admin'

// The operators' raffle commands (docs/server.md "Operators"; docs/rules.md "Raffles"): activities
// and prizes created or changed, an activity closed, goods wins to ship and their shipping, as
// operator calls (types/api/ops/raffle.ts) and CLI commands (admin.ts does the work).

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

/** One positional id (activity, prize or win), or none when `optional`. */
function idArg(positional: string[], tools: OpsArgTools, optional = false): number | undefined {
  if (positional.length === 0 && optional) return undefined
  if (positional.length !== 1) tools.fail('opsRaffleNeedArg', { option: 'id' })
  const text = positional[0]
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2147483647) tools.fail('opsRaffleBadArg', { option: text })
  return Number(text)
}

/** Readers of option values: each refuses a bad value naming its option. */
function readers(options: Record<string, string>, tools: OpsArgTools) {
  const bad = (name: string): never => tools.fail('opsRaffleBadArg', { option: `--${name}` })
  const int = (name: string, min: number, max: number): number | undefined => {
    const text = options[name]
    if (text === undefined) return undefined
    const n = Number(text)
    return /^\d{1,10}$/.test(text) && n >= min && n <= max ? n : bad(name)
  }
  return {
    int,
    text: (name: string, max: number, required = true): string | undefined => {
      const text = options[name]
      if (text === undefined) return undefined
      return [...text].length <= max && (!required || text.trim().length > 0) ? text : bad(name)
    },
    time: (name: string): string | undefined => (options[name] === undefined ? undefined : TIME.test(options[name]) ? options[name] : bad(name)),
    yesNo: (name: string): boolean | undefined => (options[name] === undefined ? undefined : options[name] === 'yes' ? true : options[name] === 'no' ? false : bad(name)),
    oneOf: <T extends string>(name: string, values: readonly T[]): T | undefined =>
      (options[name] === undefined ? undefined : (values as readonly string[]).includes(options[name]) ? (options[name] as T) : bad(name)),
    /** A stock: a whole number, or 'unlimited' (null). */
    stock: (name: string): number | null | undefined => (options[name] === 'unlimited' ? null : int(name, 0, RAFFLE_NUMBER_MAX)),
  }
}

/** Only the options given (an update keeps the rest). */
const given = <T extends Record<string, unknown>>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T

function refusedLine(reason: string, field: string | undefined, lang: Lang): Printed {
  return printedLine(false, translate(lang, reason as MessageKey, { option: field ?? '' }))
}

const ACTIVITY_OPTIONS = ['title', 'style', 'cover', 'cost', 'daily', 'total', 'start', 'end', 'rules', 'enabled']
const PRIZE_OPTIONS = ['activity', 'position', 'name', 'kind', 'value', 'image', 'weight', 'stock', 'threshold', 'valid-days', 'coupon-type', 'enabled']

function winRows(wins: OpsRaffleWinRow[]): string[][] {
  return wins.map((w) => [
    String(w.id), `${w.activity_title} (${w.activity_id})`, w.prize_name, w.user, w.state,
    w.name ? `${w.name} ${w.tel} ${w.address}` : '-', w.carrier ? `${w.carrier} ${w.tracking_no}` : '-', w.claimed_time ?? w.create_time,
  ])
}

export const RAFFLE_OPS: OpsGroup = {
  help: `  raffle-activities [--limit <n>]
      列出抽奖活动（最新在前）/ list raffle activities, newest first
  raffle-activity-save [<id>] --title <标题> --style <style> --cost <金币> --daily <n> --total <n> --start "<YYYY-MM-DD HH:mm:ss>" --end "<...>" [--cover <url>] [--rules <text>] [--enabled yes|no]
      新建抽奖活动（自动添加“谢谢参与”奖品），或给出 id 修改活动（未给出的字段不变）/ create a raffle (with its consolation prize 谢谢参与) or change one
      style: ${RAFFLE_STYLES.join(' | ')}
  raffle-prizes <activity id>
      列出活动的奖品、权重、公示概率与库存 / list a raffle's prizes with weight, published odds and stock
  raffle-prize-save [<id>] --activity <id> --name <名称> --kind <kind> --weight <n> [--value <n>] [--stock <n>|unlimited] [--position <n>] [--image <url>] [--enabled yes|no]
        [--threshold <分> --valid-days <n> --coupon-type <n>]
      新建或修改奖品；value：金币数、现金（分）、红包金额（分）、会员天数，实物为 0；修改库存时已抽出的数量不变
      / create or change a prize; value: gold, cash in fen, coupon amount in fen, membership days, 0 for goods
      kind: ${PRIZE_KINDS.filter((k) => k !== 'none').join(' | ')} (每个活动唯一的 none 奖品“谢谢参与”随活动创建 / the one 'none' prize comes with the raffle)
  raffle-close <activity id>
      立即关闭活动（不再接受抽奖）/ close a raffle now (no more draws)
  raffle-wins [--state ${RAFFLE_WIN_FILTERS.join('|')}] [--limit <n>]
      实物奖品：默认待发货（已填地址的在前，再是待填地址的）/ goods prizes: by default those to ship, claimed ones first
  raffle-ship <win id> --carrier <快递公司> --tracking <单号>
      已填地址的实物奖品发货（仅一次）/ ship a claimed goods prize, once
`,
  examples: [
    'raffle-activities',
    'raffle-activity-save --title "幸运大转盘" --style wheel --cost 20 --daily 5 --total 50 --start "2026-12-01 00:00:00" --end "2027-01-01 00:00:00"',
    'raffle-prize-save --activity 1 --name "10金币" --kind gold --value 10 --weight 300',
    'raffle-prize-save 7 --stock 20 --weight 5',
    'raffle-close 1',
    'raffle-wins',
    'raffle-ship 3 --carrier 顺丰 --tracking SF1234567890',
  ],
  commands: [
    opsCommand(raffleOps.activities, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['limit'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        return { limit: listLimit(options.limit, 20, tools) }
      },
      run: async ({ db, now }, body) => ({ command: 'raffle-activities', activities: await listActivitiesForOps(db, body.limit, now) }),
      print({ activities }, { lang, table }) {
        if (activities.length === 0) return printedLine(true, translate(lang, 'opsNoRaffleActivities'))
        const header = columns(lang, ['opsColId', 'opsColTitle', 'opsColStyle', 'opsColStatus', 'opsColCost', 'opsColDaily', 'opsColTotal', 'opsColStart', 'opsColEnd'])
        return printedLine(true, table(header, activities.map((a) => [
          String(a.id), a.title, a.style, a.enabled ? a.state : `${a.state} (off)`, String(a.cost_gold), String(a.daily_limit), String(a.total_limit), a.start_time, a.closed_time ?? a.end_time,
        ])))
      },
    }),
    opsCommand(raffleOps.activitySave, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ACTIVITY_OPTIONS)
        const r = readers(options, tools)
        return given({
          id: idArg(positional, tools, true),
          title: r.text('title', 30),
          style: r.oneOf<RaffleStyle>('style', RAFFLE_STYLES),
          cover: r.text('cover', 300, false),
          cost_gold: r.int('cost', 0, RAFFLE_NUMBER_MAX),
          daily_limit: r.int('daily', 1, RAFFLE_NUMBER_MAX),
          total_limit: r.int('total', 1, RAFFLE_NUMBER_MAX),
          start_time: r.time('start'),
          end_time: r.time('end'),
          rules: r.text('rules', 2000, false),
          enabled: r.yesNo('enabled'),
        })
      },
      run: async ({ db, now }, body) => ({ command: 'raffle-activity-save', result: await saveActivity(db, body, now) }),
      print({ result }, { lang }) {
        if (result.outcome === 'not_found') return printedLine(false, translate(lang, 'opsRaffleActivityNotFound', { id: '' }))
        if (result.outcome === 'refused') return refusedLine(result.reason, result.field, lang)
        const a = result.activity
        return printedLine(true, translate(lang, 'opsRaffleActivitySaved', { id: String(a.id), title: a.title, state: a.enabled ? a.state : `${a.state}, off` }))
      },
    }),
    opsCommand(raffleOps.prizes, {
      parse: (args, tools) => ({ activity_id: idArg(tools.split(args, []).positional, tools)! }),
      run: async ({ db }, body) => ({ command: 'raffle-prizes', prizes: await listPrizesForOps(db, body.activity_id) }),
      print({ prizes }, { lang, table }) {
        if (prizes.length === 0) return printedLine(true, translate(lang, 'opsNoRafflePrizes'))
        const header = columns(lang, ['opsColId', 'opsColPosition', 'opsColPrize', 'opsColKind', 'opsColValue', 'opsColWeight', 'opsColOdds', 'opsColStock'])
        return printedLine(true, table(header, prizes.map((p) => [
          String(p.id), String(p.position), p.enabled ? p.name : `${p.name} (off)`, p.kind, String(p.value), String(p.weight), p.odds,
          p.stock === null ? '∞' : `${p.stock_left}/${p.stock}`,
        ])))
      },
    }),
    opsCommand(raffleOps.prizeSave, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, PRIZE_OPTIONS)
        const r = readers(options, tools)
        return given({
          id: idArg(positional, tools, true),
          activity_id: r.int('activity', 1, 2147483647),
          position: r.int('position', 0, 1000),
          name: r.text('name', 30),
          kind: r.oneOf<PrizeKind>('kind', PRIZE_KINDS),
          value: r.int('value', 0, RAFFLE_NUMBER_MAX),
          image: r.text('image', 300, false),
          weight: r.int('weight', 0, RAFFLE_WEIGHT_MAX),
          stock: r.stock('stock'),
          threshold_fen: r.int('threshold', 0, RAFFLE_NUMBER_MAX),
          valid_days: r.int('valid-days', 1, 365),
          coupon_type: r.int('coupon-type', 1, 2147483647),
          enabled: r.yesNo('enabled'),
        })
      },
      run: async ({ db, now }, body) => ({ command: 'raffle-prize-save', result: await savePrize(db, body, now) }),
      print({ result }, { lang }) {
        if (result.outcome === 'not_found') return printedLine(false, translate(lang, 'opsRafflePrizeNotFound'))
        if (result.outcome === 'refused') return refusedLine(result.reason, result.field, lang)
        const p = result.prize
        return printedLine(true, translate(lang, 'opsRafflePrizeSaved', {
          id: String(p.id), name: p.name, weight: String(p.weight), odds: p.odds, stock: p.stock === null ? '∞' : `${p.stock_left}/${p.stock}`,
        }))
      },
    }),
    opsCommand(raffleOps.close, {
      parse: (args, tools) => ({ activity_id: idArg(tools.split(args, []).positional, tools)! }),
      run: async ({ db, now }, body) => ({ command: 'raffle-close', result: await closeActivity(db, body.activity_id, now) }),
      print({ result }, { lang }) {
        if (result.outcome === 'not_found') return printedLine(false, translate(lang, 'opsRaffleActivityNotFound', { id: String(result.id) }))
        return printedLine(result.outcome === 'closed', translate(lang, result.outcome === 'closed' ? 'opsRaffleClosed' : 'opsRaffleAlreadyClosed', { id: String(result.id), time: result.closed_time }))
      },
    }),
    opsCommand(raffleOps.wins, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['state', 'limit'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        const state = options.state ?? 'to_ship'
        if (!(RAFFLE_WIN_FILTERS as readonly string[]).includes(state)) tools.fail('opsBadStatus', { status: state, statuses: RAFFLE_WIN_FILTERS.join(', ') })
        return { state: state as typeof RAFFLE_WIN_FILTERS[number], limit: listLimit(options.limit, 20, tools) }
      },
      run: async ({ db }, body) => ({ command: 'raffle-wins', wins: await listWinsForOps(db, body.state, body.limit) }),
      print({ wins }, { lang, table }) {
        if (wins.length === 0) return printedLine(true, translate(lang, 'opsNoRaffleWins'))
        const header = columns(lang, ['opsColId', 'opsColActivity', 'opsColPrize', 'opsColUser', 'opsColStatus', 'opsColAddress', 'opsColTracking', 'opsColChangedAt'])
        return printedLine(true, table(header, winRows(wins)))
      },
    }),
    opsCommand(raffleOps.ship, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['carrier', 'tracking'])
        const winId = idArg(positional, tools)!
        const r = readers(options, tools)
        const carrier = r.text('carrier', 30) ?? tools.fail('opsRaffleNeedArg', { option: '--carrier' })
        const tracking = options.tracking ?? tools.fail('opsRaffleNeedArg', { option: '--tracking' })
        if (!/^[A-Za-z0-9-]{4,40}$/.test(tracking)) tools.fail('opsRaffleBadArg', { option: '--tracking' })
        return { win_id: winId, carrier, tracking_no: tracking }
      },
      run: async ({ db, now }, body) => ({ command: 'raffle-ship', result: await shipWin(db, body.win_id, body.carrier, body.tracking_no, now) }),
      print({ result }, { lang }) {
        if (result.outcome === 'not_found') return printedLine(false, translate(lang, 'opsRaffleWinNotFound', { id: String(result.id) }))
        if (result.outcome === 'not_claimed') return printedLine(false, translate(lang, 'opsRaffleWinNotClaimed', { id: String(result.id), state: result.state }))
        return printedLine(true, translate(lang, 'opsRaffleShipped', { id: String(result.win.id), carrier: result.win.carrier!, tracking: result.win.tracking_no! }))
      },
    }),
  ],
}
