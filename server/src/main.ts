import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { OffsetClock, systemClock } from './clock'
import { API_DOCS_PREFIX, loadConfig, type Config } from './config'
import { startChangeBus } from './db/changes'
import { DatabaseLockedError, openDatabase, type Database } from './db/driver'
import { seed } from './db/seed'
import { seedDemoUsers } from './db/seedUsers'
import { startJobs } from './jobs'
import { pruneJob } from './maintenance'
import { SERVER_MODULES } from './modules'
import { jobsOf } from './modules/registry'
import { createOpsToken, removeOpsFiles, writeOpsPort } from './ops/endpoint'

// Start: config from env, database (migrations run on open), seed of an empty database, listen.
// A setting that is missing or wrong stops the start with one line naming it, exit 1.

function cannotStart(message: string): never {
  console.error(`饭贝 server: cannot start: ${message}`)
  process.exit(1)
}

let config: Config
try {
  config = loadConfig()
} catch (err) {
  cannotStart((err as Error).message)
}
// production (NODE_ENV=production) runs on PostgreSQL: the embedded database is one process's, a development stand-in
if (!config.databaseUrl && !config.allowDevProviders) {
  cannotStart('NODE_ENV=production needs DATABASE_URL (PostgreSQL; docs/deploy.md), or ALLOW_DEV_PROVIDERS=true for the embedded database')
}
let database: Database
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, directUrl: config.databaseDirectUrl, dataDir: config.dataDir })
} catch (err) {
  if (err instanceof DatabaseLockedError) cannotStart(err.message)
  throw err
}
const seeded = await seed(database.db)
// The operators' CLI on this machine is a client of this server's operator calls (ops/endpoint.ts):
// the embedded database allows this process only, and one rule then serves both.
const opsToken = createOpsToken(config.dataDir)
// DEV_CLOCK=true: a clock the browser tests move forward (dev/clock.ts)
let app: FastifyInstance
try {
  app = await buildApp({ db: database.db, config, opsToken, clock: config.devClock ? new OffsetClock() : systemClock })
} catch (err) {
  // a provider's missing or wrong setting (providers/index.ts)
  await database.close()
  removeOpsFiles(config.dataDir, opsToken)
  cannotStart((err as Error).message)
}

// production logs are JSON lines only (docs/deploy.md "Logs"); a developer reads plain lines
const say = config.production ? (text: string) => app.log.info(text) : (text: string) => console.log(text)
if (seeded) say('饭贝 server: seeded demo content')
// The development setup's demo people (teams, free meals, earnings: db/seedUsers.ts), by app.clock;
// the rankings' job below computes their rankings at once.
if (config.providers.wechat.provider === 'dev' && await seedDemoUsers(database.db, app.clock.now())) say('饭贝 server: seeded demo users')
// The jobs, by app.clock, one process at a time per database (jobs.ts): the modules' (what lapses,
// such as reservations without proof and unpaid orders, is swept every minute: modules/registry.ts),
// and the pruning of old captchas, SMS codes, login failures, tokens and outbox rows, hourly.
const jobs = startJobs(database.db, app.clock, app.log, [...jobsOf(SERVER_MODULES), pruneJob])
// What a process keeps in memory is forgotten in every process when it changes (db/changes.ts)
const changes = config.databaseDirectUrl ? await startChangeBus(config.databaseDirectUrl, app.log) : null

// Graceful shutdown (docs/deploy.md "Stopping and deploying"): the listener closes (new connections
// are refused, idle keep-alive ones closed, whatever still arrives gets 503), the requests in flight
// are answered, the jobs finish their runs, then the pool closes and the process exits 0; one still
// busy after SHUTDOWN_TIMEOUT_MS exits 1.
let closing = false
async function shutdown(signal: string): Promise<void> {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down: finishing the requests in flight')
  setTimeout(() => {
    app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out: exiting with requests or jobs unfinished')
    process.exit(1)
  }, config.shutdownTimeoutMs).unref()
  let code = 0
  try {
    await Promise.all([app.close(), jobs.stop()])
    await changes?.stop()
  } catch (err) {
    app.log.error({ err }, 'shutdown failed')
    code = 1
  } finally {
    removeOpsFiles(config.dataDir, opsToken)
    await database.close()
    app.log.info('shut down')
    process.exit(code)
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
// PORT=0 takes a free port: print the one the system gave
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
writeOpsPort(config.dataDir, port)
say(`饭贝 server: http://${config.host}:${port}/ (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`)
if (config.apiDocs) say(`饭贝 server: the API contract (OpenAPI) at http://${config.host}:${port}${API_DOCS_PREFIX}`)
