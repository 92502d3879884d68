import { buildApp } from './app'
import { loadConfig } from './config'
import { DatabaseLockedError, openDatabase, type Database } from './db/driver'
import { seed } from './db/seed'
import { startMaintenance } from './maintenance'

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
const app = await buildApp({ db: database.db, config })
// Old captchas, SMS codes, login failures, tokens and outbox rows are pruned at start and hourly.
const maintenance = startMaintenance(database.db, app.log)

let closing = false
async function shutdown(signal: string): Promise<void> {
  if (closing) return
  closing = true
  app.log.info(`${signal}: closing`)
  try {
    await maintenance.stop()
    await app.close()
  } finally {
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
console.log(`饭贝 server: http://${config.host}:${port}/ (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`)
