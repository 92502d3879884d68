import crypto from 'node:crypto'
import type { Client } from 'pg'

// The change bus (docs/server.md "Several processes"): what a process keeps in memory of data
// another process (or an operator's SQL) may change is forgotten in every process when it changes.
// Each topic has a generation number here; a cache keeps the generation it read at and reads
// again once it moved. publishChange forgets in this process at once and, when the bus runs
// (PostgreSQL), tells the others through NOTIFY on CHANGES_CHANNEL; the tables operators edit by
// hand tell them themselves, at their commit (the triggers of migration 0022_change_notices).
// On PGlite there is one process, and the bus is this module alone.

/** What can be forgotten, one topic per cache's source. */
export const CHANGE_TOPICS = ['shop_lists', 'app_config', 'nav'] as const
export type ChangeTopic = (typeof CHANGE_TOPICS)[number]

/** The PostgreSQL channel every process listens on; the payload is `topic` or `topic:sender`. */
export const CHANGES_CHANNEL = 'fanbei_changes'

/** How long the listener waits before connecting again after its connection dropped. */
export const RECONNECT_DELAY_MS = 1_000

const generations = Object.fromEntries(CHANGE_TOPICS.map((t) => [t, 0])) as Record<ChangeTopic, number>

/** The topic's generation: a cache read at an older one is stale. */
export function generationOf(topic: ChangeTopic): number {
  return generations[topic]
}

const isTopic = (text: string): text is ChangeTopic => (CHANGE_TOPICS as readonly string[]).includes(text)

function forget(topic: ChangeTopic): void {
  generations[topic]++
}

function forgetAll(): void {
  for (const topic of CHANGE_TOPICS) forget(topic)
}

export interface BusLog {
  warn(obj: object, msg: string): void
}

/** This process's sender id: it skips its own notices (it forgot when it published). */
const SENDER = crypto.randomBytes(6).toString('hex')

let bus: ChangeBus | null = null

/**
 * The data of `topic` changed (after the change's commit): forgets it here and tells the other
 * processes. A notice that cannot be sent now goes once the bus is connected again.
 */
export function publishChange(topic: ChangeTopic): void {
  forget(topic)
  bus?.send(topic)
}

/** The listening side of one process, on a connection of its own. */
class ChangeBus {
  private client: Client | null = null
  private stopped = false
  private timer: NodeJS.Timeout | null = null
  /** Topics published while not connected: sent on the next connection. */
  private readonly unsent = new Set<ChangeTopic>()

  constructor(private readonly connectClient: () => Client, private readonly log: BusLog) {}

  /** Connects and listens; a failure schedules another try. Resolves after the first try. */
  async connect(): Promise<void> {
    if (this.stopped) return
    const client = this.connectClient()
    let lost = false
    const onLost = (err?: Error) => {
      if (lost) return
      lost = true
      if (this.client === client) this.client = null
      // notices may be missed until the next connection listens: nothing kept can be trusted
      forgetAll()
      if (this.stopped) return
      this.log.warn({ err }, 'change bus: connection lost, connecting again')
      void client.end().catch(() => {})
      this.timer = setTimeout(() => {
        this.timer = null
        void this.connect()
      }, RECONNECT_DELAY_MS)
      this.timer.unref()
    }
    client.on('error', onLost)
    client.on('end', () => onLost())
    client.on('notification', (msg) => {
      if (msg.channel !== CHANGES_CHANNEL) return
      const [topic, sender] = (msg.payload ?? '').split(':')
      if (sender === SENDER) return
      if (isTopic(topic)) forget(topic)
      else forgetAll()
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANGES_CHANNEL}`)
    } catch (err) {
      onLost(err as Error)
      return
    }
    if (lost) return
    if (this.stopped) {
      await client.end().catch(() => {})
      return
    }
    this.client = client
    // what changed while this process was not listening is unknown
    forgetAll()
    const unsent = [...this.unsent]
    this.unsent.clear()
    for (const topic of unsent) this.send(topic)
  }

  send(topic: ChangeTopic): void {
    const client = this.client
    if (!client) {
      this.unsent.add(topic)
      return
    }
    client.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, `${topic}:${SENDER}`]).catch((err: Error) => {
      this.unsent.add(topic)
      this.log.warn({ err, topic }, 'change bus: notice not sent, sent again once connected')
    })
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    const client = this.client
    this.client = null
    await client?.end().catch(() => {})
  }
}

/**
 * Starts this process's bus on PostgreSQL (`databaseUrl`): listens on a connection of its own,
 * connecting again whenever it drops. Answers stop(). One bus per process.
 */
export async function startChangeBus(databaseUrl: string, log: BusLog): Promise<{ stop(): Promise<void> }> {
  if (bus) throw new Error('the change bus is running already')
  const { default: pg } = await import('pg')
  const started = new ChangeBus(() => new pg.Client({ connectionString: databaseUrl, application_name: 'fanbei-changes' }), log)
  bus = started
  await started.connect()
  return {
    stop: async () => {
      if (bus === started) bus = null
      await started.stop()
    },
  }
}
