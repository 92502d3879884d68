import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { cities } from '../shop/tables'

// The places module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/** Places for the address search of the development places provider (search_location). */
export const places = pgTable('places', {
  id: serial('id').primaryKey(),
  cityId: integer('city_id').notNull().references(() => cities.id),
  name: text('name').notNull(),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
}, (t) => [index('places_city_idx').on(t.cityId)])
