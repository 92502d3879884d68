import { eq } from 'drizzle-orm'
import type { AgreementResult, CommonCooperateRequest, CommonFormResult, CommonSettleInRequest } from '@api-types/common'
import type { Db } from '../../db/driver'
import { agreements, cooperateApplications, settleInApplications } from '../../db/schema'
import { formatTime } from '../../lib'

export type AgreementKind = 'user' | 'privacy' | 'member'

export async function getAgreement(db: Db, kind: AgreementKind): Promise<AgreementResult | null> {
  const rows = await db.select().from(agreements).where(eq(agreements.kind, kind)).limit(1)
  const row = rows[0]
  if (!row) return null
  return { title: row.title, content: row.content, update_time: formatTime(row.updatedAt) ?? undefined }
}

const opt = (v: string | undefined) => (v && v.trim() ? v.trim() : null)

export async function saveSettleIn(db: Db, userId: number | null, form: CommonSettleInRequest): Promise<CommonFormResult> {
  const [row] = await db.insert(settleInApplications).values({
    userId,
    shopName: form.shop_name.trim(),
    contactName: form.contact_name.trim(),
    tel: form.tel,
    city: form.city.trim(),
    address: form.address.trim(),
    category: opt(form.category),
    images: form.images ?? [],
    remark: opt(form.remark),
  }).returning({ id: settleInApplications.id })
  return { id: row.id }
}

export async function saveCooperate(db: Db, userId: number | null, form: CommonCooperateRequest): Promise<CommonFormResult> {
  const [row] = await db.insert(cooperateApplications).values({
    userId,
    name: form.name.trim(),
    tel: form.tel,
    company: opt(form.company),
    content: form.content.trim(),
  }).returning({ id: cooperateApplications.id })
  return { id: row.id }
}
