import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { users } from '../user/tables'

// The seeding module's tables (docs/rules.md "Seeding activity"); db/schema.ts gathers every module's.

/** A seeding (种草) activity an operator set up (ops seeding-activity-save). */
export const seedingActivities = pgTable('seeding_activities', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** The copy the user posts. */
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  rule: text('rule').notNull().default(''),
  /** 'gold' (coins) or 'cash' (fen), granted on approval. */
  rewardKind: text('reward_kind').notNull(),
  rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  /** The platform's name as users know it (小红书), and the link hosts it accepts (their subdomains too). */
  platform: text('platform').notNull(),
  allowedHosts: jsonb('allowed_hosts').$type<string[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  index('seeding_activities_live_idx').on(t.enabled, t.endTime),
  check('seeding_activities_reward_chk', sql`${t.rewardKind} in ('gold', 'cash') and ${t.rewardAmount} > 0`),
  check('seeding_activities_window_chk', sql`${t.endTime} > ${t.startTime}`),
])

/**
 * A user's part in an activity, one per (user, activity): applied -> submitted -> approved, or
 * rejected (with a reason) -> submitted again. `reviews` counts the reviews, so each one's
 * notification has a key of its own.
 */
export const seedingEntries = pgTable('seeding_entries', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id').notNull().references(() => seedingActivities.id),
  userId: integer('user_id').notNull().references(() => users.id),
  state: text('state').notNull().default('applied'),
  link: text('link'),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  rejectReason: text('reject_reason'),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviews: integer('reviews').notNull().default(0),
}, (t) => [
  uniqueIndex('seeding_entries_user_activity_uq').on(t.userId, t.activityId),
  index('seeding_entries_state_idx').on(t.state, t.submittedAt),
  check('seeding_entries_state_chk', sql`${t.state} in ('applied', 'submitted', 'approved', 'rejected')`),
])

/** Social-post copy for promotion (marketing/getMarketingXhs): operator content, seeded. */
export const marketingPosts = pgTable('marketing_posts', {
  id: serial('id').primaryKey(),
  /** 'xhs' (Xiaohongshu) today. */
  platform: text('platform').notNull().default('xhs'),
  title: text('title').notNull(),
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  index('marketing_posts_platform_idx').on(t.platform, t.enabled, t.sort),
])
