import { integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'

// The common module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/** Agreements: 'user', 'privacy', 'member'. */
export const agreements = pgTable('agreements', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Merchant join applications (/api/common/settleIn). */
export const settleInApplications = pgTable('settle_in_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  shopName: text('shop_name').notNull(),
  contactName: text('contact_name').notNull(),
  tel: text('tel').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  category: text('category'),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  remark: text('remark'),
  status: smallint('status').notNull().default(0),
  createdAt: createdAt(),
})

/** Cooperation enquiries (/api/common/cooperate). */
export const cooperateApplications = pgTable('cooperate_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  name: text('name').notNull(),
  tel: text('tel').notNull(),
  company: text('company'),
  content: text('content').notNull(),
  status: smallint('status').notNull().default(0),
  createdAt: createdAt(),
})
