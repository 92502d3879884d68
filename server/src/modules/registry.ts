import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { Db } from '../db/driver'
import type { MessageKey } from '../i18n'
import type { Job, JobLog } from '../jobs'
import type { OpsGroup } from '../ops/commands'
import { sweepLapsed, type AnyPaidProduct } from './pay/paidOrders'
import type { Reactions } from './reactions'

// The house of the server's modules (docs/server.md "Modules"): a module folder declares, in its
// module.ts, what it brings: its calls, what it sells for money (products of the paid-order
// kernel, settled by their payment purpose), what lapses and is swept every minute, and its
// periodic jobs, and its operator commands; its tables are its tables.ts, which db/schema.ts gathers.
// modules/index.ts lists the modules; the app, the scheduler, payment dispatch, the expiry sweep and
// the operators' calls and CLI collect them from that one list, so no shared file names a product.

/** Something that lapses (a reservation without proof, an unpaid order): swept every minute. */
export interface Lapse {
  /** Unique among the lapses; names it in logs and in the operators' expire answer. */
  name: string
  /** Stores the lapsed ones as such (and gives back what they held); answers how many. */
  sweep(db: Db, now: Date): Promise<number>
  /** The operators' line for how many it swept ({count}); none: not printed. */
  opsMessage?: MessageKey
}

export interface ServerModule {
  /** The call group's name (types/api/groups.ts), or the module's own. */
  name: string
  /** Its routes, registered under `prefix` when given. */
  routes?: FastifyPluginAsync
  prefix?: string
  /** What it sells for money: each a product of the paid-order kernel (pay/paidOrders.ts). */
  products?: readonly AnyPaidProduct[]
  /** What lapses besides its products' unpaid orders (those are swept by the kernel). */
  lapses?: readonly Lapse[]
  /** Its own periodic jobs (jobs.ts). */
  jobs?: readonly Job[]
  /** Its operator commands (ops/commands.ts): operator calls of the contract, served under /ops/ and run by `npm run ops`. */
  ops?: OpsGroup
  /** What it does, in the cause's transaction, when another module approves a rebate, settles a paid order ... (reactions.ts). */
  reactions?: Partial<Reactions>
}

/** The products of the modules by payment purpose (a purpose sold twice is a bug found at start). */
export function paidProductsOf(modules: readonly ServerModule[]): ReadonlyMap<string, AnyPaidProduct> {
  const byPurpose = new Map<string, AnyPaidProduct>()
  for (const product of modules.flatMap((m) => m.products ?? [])) {
    if (byPurpose.has(product.purpose)) throw new Error(`two paid products of purpose ${product.purpose}`)
    byPurpose.set(product.purpose, product)
  }
  return byPurpose
}

/** Every lapse of the modules: their own, then each product's unpaid orders (`<purpose>_orders`). */
export function lapsesOf(modules: readonly ServerModule[]): Lapse[] {
  const lapses = modules.flatMap((m) => [
    ...(m.lapses ?? []),
    ...(m.products ?? []).map((p): Lapse => ({ name: `${p.purpose}_orders`, sweep: (db, now) => sweepLapsed(db, p, now), opsMessage: p.expiredMessage })),
  ])
  const names = new Set<string>()
  for (const l of lapses) {
    if (names.has(l.name)) throw new Error(`two lapses named ${l.name}`)
    names.add(l.name)
  }
  return lapses
}

export const EXPIRY_INTERVAL_MS = 60_000

/** How many each lapse swept (null: it failed and was logged). */
export type Swept = { name: string; count: number | null; opsMessage: MessageKey | null }[]

/** Sweeps every lapse once, each in its own transaction (a savepoint inside a job's run), so one failing does not stop the others (each failure is logged). */
export async function sweepAll(db: Db, lapses: readonly Lapse[], now: Date, log: JobLog): Promise<Swept> {
  const swept: Swept = []
  for (const lapse of lapses) {
    try {
      // a savepoint each: on PostgreSQL a failed statement spoils the transaction up to its savepoint only
      const count = await db.transaction((sp) => lapse.sweep(sp, now))
      if (count > 0) log.info({ lapse: lapse.name, count }, 'swept lapsed rows')
      swept.push({ name: lapse.name, count, opsMessage: lapse.opsMessage ?? null })
    } catch (err) {
      log.error({ err, lapse: lapse.name }, `sweeping ${lapse.name} failed`)
      swept.push({ name: lapse.name, count: null, opsMessage: lapse.opsMessage ?? null })
    }
  }
  return swept
}

/**
 * The expiry sweep as a job of the scheduler, at start and every minute: every lapse of the
 * modules, in the run's transaction (which holds the job's lock).
 */
export function expirySweepJob(modules: readonly ServerModule[]): Job {
  const lapses = lapsesOf(modules)
  return {
    name: 'expiry-sweep',
    intervalMs: EXPIRY_INTERVAL_MS,
    failedMsg: 'the expiry sweep failed',
    async run({ db, now, log }) {
      await sweepAll(db, lapses, now, log)
    },
  }
}

/** Every periodic job: the modules' own and the expiry sweep. */
export function jobsOf(modules: readonly ServerModule[]): Job[] {
  return [expirySweepJob(modules), ...modules.flatMap((m) => m.jobs ?? [])]
}

/** Registers the routes of every module. */
export async function registerModules(app: FastifyInstance, modules: readonly ServerModule[]): Promise<void> {
  for (const m of modules) {
    if (m.routes) await app.register(m.routes, m.prefix ? { prefix: m.prefix } : {})
  }
}
