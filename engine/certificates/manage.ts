/**
 * Reading and changing certificates: the trader's list, one by its public
 * id (public, the caller's own, or any for staff; otherwise 404, the same
 * answer as a missing one), the trader's settings (public or private; how
 * the name shows, which re-signs the document), and staff revocation.
 */
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Certificate, CertificateDocument } from '#contract/certificates.ts'
import { recordAudit } from '../audit/audit.ts'
import type { EngineContext } from '../context.ts'
import { explorerUrl } from '../core/payouts/networks.ts'
import { certificates, users } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { conflict, notFound } from '../errors.ts'
import { displayedName, type NameDisplay, signDocument } from './document.ts'
import type { CertificateRow } from './issue.ts'
import { certificateTexts as texts } from './texts.ts'

export interface Viewer {
  id: number
  role: string
}

const STAFF = new Set(['support', 'admin'])

export function certificateView(row: CertificateRow, viewer: Viewer | undefined): Certificate {
  const document = JSON.parse(row.canonical) as CertificateDocument
  return {
    public_id: row.publicId,
    kind: row.kind,
    document,
    canonical: row.canonical,
    signature: row.signature,
    key_id: row.keyId,
    algorithm: 'Ed25519',
    issued_at: row.issuedAt.toISOString(),
    public: row.public,
    name_display: row.nameDisplay,
    owned: viewer?.id === row.userId,
    revocable: STAFF.has(viewer?.role ?? '') && row.revokedAt === null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_reason: row.revokedReason,
    explorer_url: document.payout
      ? explorerUrl(document.payout.network, document.payout.tx_hash)
      : null,
  }
}

export async function certificatesOf(
  ctx: EngineContext,
  userId: number,
): Promise<CertificateRow[]> {
  return ctx.db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.id))
}

async function byPublicId(
  ctx: EngineContext,
  publicId: string,
): Promise<CertificateRow | undefined> {
  const [row] = await ctx.db.select().from(certificates).where(eq(certificates.publicId, publicId))
  return row
}

/** The certificate as `viewer` may see it; private ones are 404 to everyone but their owner and staff. */
export async function visibleCertificate(
  ctx: EngineContext,
  publicId: string,
  viewer: Viewer | undefined,
): Promise<CertificateRow> {
  const row = await byPublicId(ctx, publicId)
  if (!row) throw notFound(texts.notFound)
  const allowed = row.public || viewer?.id === row.userId || STAFF.has(viewer?.role ?? '')
  if (!allowed) throw notFound(texts.notFound)
  return row
}

export async function updateCertificate(
  ctx: EngineContext,
  userId: number,
  publicId: string,
  change: { public?: boolean | undefined; name_display?: NameDisplay | undefined },
): Promise<CertificateRow> {
  const row = await byPublicId(ctx, publicId)
  if (!row || row.userId !== userId) throw notFound(texts.notFound)
  const now = ctx.clock.now()
  const set: Partial<CertificateRow> = { updatedAt: now }
  if (change.public !== undefined) set.public = change.public
  if (change.name_display !== undefined && change.name_display !== row.nameDisplay) {
    const [user] = await ctx.db
      .select({ firstNameEn: users.firstNameEn, lastNameEn: users.lastNameEn })
      .from(users)
      .where(eq(users.id, userId))
    if (!user) throw notFound(texts.notFound)
    const document = JSON.parse(row.canonical) as CertificateDocument
    const signed = signDocument(ctx.certificateKeys, {
      ...document,
      trader: displayedName(user, change.name_display),
    })
    Object.assign(set, { nameDisplay: change.name_display, ...signed })
  }
  const [updated] = await ctx.db
    .update(certificates)
    .set(set)
    .where(eq(certificates.id, row.id))
    .returning()
  if (!updated) throw notFound(texts.notFound)
  return updated
}

export async function revokeCertificate(
  ctx: EngineContext,
  staffUserId: number,
  publicId: string,
  reason: string,
): Promise<CertificateRow> {
  const before = await byPublicId(ctx, publicId)
  if (!before) throw notFound(texts.notFound)
  const now = ctx.clock.now()
  return transaction(ctx, async (tx) => {
    const [after] = await tx
      .update(certificates)
      .set({ revokedAt: now, revokedReason: reason, revokedBy: staffUserId, updatedAt: now })
      .where(and(eq(certificates.id, before.id), isNull(certificates.revokedAt)))
      .returning()
    if (!after) throw conflict(texts.alreadyRevoked)
    await recordAudit(tx, {
      actorId: staffUserId,
      action: 'certificate.revoked',
      subjectType: 'certificate',
      subjectId: before.id,
      // The reason is the entry's note; the signed document itself does not change.
      before: { revoked_at: null },
      after: { revoked_at: now.toISOString() },
      note: reason,
      now,
    })
    return after
  })
}
