import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { jsonValue } from '../../db/columns'

// The config module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/** Operator settings by key (appConfig, rule numbers of docs/rules.md). */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonValue('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
