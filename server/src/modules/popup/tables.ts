import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'

// The popup module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

export const popups = pgTable('popups', {
  id: serial('id').primaryKey(),
  position: text('position').notNull(),
  type: smallint('type').notNull(),
  name: text('name').notNull(),
  path: text('path').notNull(),
  image: text('image').notNull(),
  frequency: text('frequency', { enum: ['once', 'daily', 'always'] }).notNull().default('daily'),
  startTime: timestamp('start_time', { withTimezone: true }),
  endTime: timestamp('end_time', { withTimezone: true }),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [check('popups_type_chk', sql`${t.type} between 1 and 4`)])
