import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

// The wechat module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/**
 * WeChat credentials shared by every server process (access_token, jsapi_ticket): fetching a new
 * access_token invalidates the old one, so processes must not each keep their own.
 */
export const wechatCredentials = pgTable('wechat_credentials', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
