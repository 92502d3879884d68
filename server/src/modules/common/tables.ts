import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
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

/** An application's state (types/api/common.ts APPLICATION_STATES by position): 0 submitted, 1 contacted, 2 approved, 3 refused. */
const applicationColumns = () => ({
  status: smallint('status').notNull().default(0),
  /** Why it was refused (shown to the applicant). */
  reason: text('reason'),
  /** The sender's IP: sends are limited per IP as well as per user (modules/merchant/service.ts). */
  clientIp: text('client_ip'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Merchant join applications (/api/common/settleIn; modules/merchant). */
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
  ...applicationColumns(),
}, (t) => [index('settle_in_applications_user_idx').on(t.userId), index('settle_in_applications_ip_idx').on(t.clientIp, t.createdAt)])

/** Cooperation enquiries (/api/common/cooperate; modules/merchant). */
export const cooperateApplications = pgTable('cooperate_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  name: text('name').notNull(),
  tel: text('tel').notNull(),
  company: text('company'),
  content: text('content').notNull(),
  ...applicationColumns(),
}, (t) => [index('cooperate_applications_user_idx').on(t.userId), index('cooperate_applications_ip_idx').on(t.clientIp, t.createdAt)])
