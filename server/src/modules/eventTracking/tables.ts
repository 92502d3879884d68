import { bigint, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'

// The eventTracking module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

export const eventLogs = pgTable('event_logs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id'),
  event: text('event').notNull(),
  page: text('page'),
  targetId: text('target_id'),
  clientTime: text('client_time'),
  extra: jsonb('extra'),
  client: text('client'),
  version: text('version'),
  ip: text('ip'),
  createdAt: createdAt(),
})

export const adCallbacks = pgTable('ad_callbacks', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  callback: text('callback').notNull(),
  client: text('client'),
  ip: text('ip'),
  createdAt: createdAt(),
})
