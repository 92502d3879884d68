import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'

// The nav module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/** Banners, menu entries and tool icons; `group` is the page or menu group (home, fuli, me...). */
export const navItems = pgTable('nav_items', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['banner', 'menu', 'tool'] }).notNull(),
  group: text('group').notNull(),
  type: smallint('type').notNull(),
  name: text('name').notNull(),
  path: text('path').notNull(),
  image: text('image'),
  subtitle: text('subtitle'),
  reward: text('reward'),
  badge: text('badge'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  index('nav_items_kind_group_idx').on(t.kind, t.group, t.sort),
  check('nav_items_type_chk', sql`${t.type} between 1 and 4`),
])
