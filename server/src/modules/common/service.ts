import { eq } from 'drizzle-orm'
import type { AgreementResult } from '@api-types/common'
import type { Db } from '../../db/driver'
import { agreements } from '../../db/schema'
import { formatTime } from '../../lib'

export type AgreementKind = 'user' | 'privacy' | 'member'

export async function getAgreement(db: Db, kind: AgreementKind): Promise<AgreementResult | null> {
  const rows = await db.select().from(agreements).where(eq(agreements.kind, kind)).limit(1)
  const row = rows[0]
  if (!row) return null
  return { title: row.title, content: row.content, update_time: formatTime(row.updatedAt) ?? undefined }
}
