import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm'
import type { NavItemType } from '@api-types/nav'
import type { Popup, PopupListsResult } from '@api-types/popup'
import type { Db } from '../../db/driver'
import { popups } from '../../db/schema'
import { formatTime } from '../../lib'

/** Enabled popups inside their time window at `now` (app.clock), for one page or all. */
export async function listPopups(db: Db, position: string | undefined, now: Date): Promise<PopupListsResult> {
  const rows = await db.select().from(popups).where(and(
    eq(popups.enabled, true),
    position ? eq(popups.position, position) : undefined,
    or(isNull(popups.startTime), lte(popups.startTime, now)),
    or(isNull(popups.endTime), gte(popups.endTime, now)),
  )).orderBy(asc(popups.sort), asc(popups.id))
  return rows.map((row): Popup => ({
    id: row.id,
    type: row.type as NavItemType,
    name: row.name,
    path: row.path,
    image: row.image,
    sort: row.sort,
    frequency: row.frequency,
    start_time: formatTime(row.startTime),
    end_time: formatTime(row.endTime),
  }))
}
