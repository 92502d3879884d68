import { buildApp } from './app'
import { OffsetClock, systemClock } from './clock'
import { API_DOCS_PREFIX, loadConfig } from './config'
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

const config = loadConfig()
let database: Database
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
} catch (err) {
  if (err instanceof DatabaseLockedError) {
    console.error(`饭贝 server: ${err.message}`)
    process.exit(1)
  }
  throw err
}
if (await seed(database.db)) console.log('饭贝 server: seeded demo content')
// The operators' CLI on this machine is a client of this server's operator calls (ops/endpoint.ts):
// the embedded database allows this process only, and one rule then serves both.
const opsToken = createOpsToken(config.dataDir)
// DEV_CLOCK=true: a clock the browser tests move forward (dev/clock.ts)
const app = await buildApp({ db: database.db, config, opsToken, clock: config.devClock ? new OffsetClock() : systemClock })
// The development setup's demo people (teams, free meals, earnings: db/seedUsers.ts), by app.clock;
// the rankings' job below computes their rankings at once.
if (config.providers.wechat.provider === 'dev' && await seedDemoUsers(database.db, app.clock.now())) console.log('饭贝 server: seeded demo users')
// The jobs, by app.clock, one process at a time per database (jobs.ts): the modules' (what lapses,
// such as reservations without proof and unpaid orders, is swept every minute: modules/registry.ts),
// and the pruning of old captchas, SMS codes, login failures, tokens and outbox rows, hourly.
const jobs = startJobs(database.db, app.clock, app.log, [...jobsOf(SERVER_MODULES), pruneJob])
// What a process keeps in memory is forgotten in every process when it changes (db/changes.ts)
const changes = config.databaseUrl ? await startChangeBus(config.databaseUrl, app.log) : null

let closing = false
async function shutdown(signal: string): Promise<void> {
  if (closing) return
  closing = true
  app.log.info(`${signal}: closing`)
  try {
    await jobs.stop()
    await app.close()
    await changes?.stop()
  } finally {
    removeOpsFiles(config.dataDir, opsToken)
    await database.close()
    process.exit(0)
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
// PORT=0 takes a free port: print the one the system gave
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
writeOpsPort(config.dataDir, port)
console.log(`饭贝 server: http://${config.host}:${port}/ (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`)
if (config.apiDocs) console.log(`饭贝 server: the API contract (OpenAPI) at http://${config.host}:${port}${API_DOCS_PREFIX}`)
