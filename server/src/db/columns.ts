import { customType, timestamp } from 'drizzle-orm/pg-core'

// Column kinds the modules' tables share.

/**
 * jsonb that holds any JSON value. drizzle's jsonb() JSON.parses what the driver returns, but pg
 * and PGlite already parse jsonb, so a stored string like "1.00" would come back as the number 1.
 */
export const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
})

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
