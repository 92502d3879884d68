import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { NavItemType } from '@api-types/nav'
import type { Popup, PopupListsRequest, PopupListsResult } from '@api-types/popup'
import type { Db } from '../../db/driver'
import { popups } from '../../db/schema'
import { ok, S } from '../../http'
import { formatTime } from '../../lib'

/** Enabled popups inside their time window, for one page or all. */
export async function listPopups(db: Db, position?: string): Promise<PopupListsResult> {
  const rows = await db.select().from(popups).where(and(
    eq(popups.enabled, true),
    position ? eq(popups.position, position) : undefined,
    or(isNull(popups.startTime), lte(popups.startTime, sql`now()`)),
    or(isNull(popups.endTime), gte(popups.endTime, sql`now()`)),
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

export default async function popupRoutes(app: FastifyInstance): Promise<void> {
  const position = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }
  /** /api/popup/lists {position?} */
  app.post<{ Body: PopupListsRequest }>('/lists', { schema: { body: S.body({ position }) } }, async (request) =>
    ok<PopupListsResult>(request, await listPopups(app.db, request.body.position)))
}
