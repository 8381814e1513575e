/**
 * Issuing a certificate inside the transaction that makes it true (the
 * step's pass, the funded account's opening, the payout's payment): the
 * signed row and the trader's notification commit with it. Once per
 * subject: a repeat finds the unique index and issues nothing.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { certificates, users } from '../db/schema/index.ts'
import { notify } from '../notifications/notify.ts'
import { displayedName, documentOf, type Facts, signDocument } from './document.ts'
import { certificateTexts as texts } from './texts.ts'

export type CertificateRow = typeof certificates.$inferSelect

export interface Issue extends Facts {
  userId: number
  userChallengeId: number | null
  /** What it certifies, unique per kind: the step's trading account id, the withdrawal's id… */
  subject: string
}

const DEFAULT_NAME_DISPLAY = 'initials' as const

/** 128 random bits: the id of its public page, not derived from any account id. */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url')
}

export async function issueCertificate(
  ctx: EngineContext,
  tx: DbOrTx,
  issue: Issue,
): Promise<CertificateRow | null> {
  const [user] = await tx
    .select({ firstNameEn: users.firstNameEn, lastNameEn: users.lastNameEn })
    .from(users)
    .where(eq(users.id, issue.userId))
  if (!user) throw new Error(`user ${issue.userId} vanished`)
  const now = ctx.clock.now()
  const publicId = newPublicId()
  const document = documentOf(
    ctx.config,
    publicId,
    issue,
    displayedName(user, DEFAULT_NAME_DISPLAY),
    now,
  )
  const signed = signDocument(ctx.certificateKeys, document)
  const [row] = await tx
    .insert(certificates)
    .values({
      publicId,
      userId: issue.userId,
      kind: issue.kind,
      userChallengeId: issue.userChallengeId,
      subjectKey: issue.subject,
      nameDisplay: DEFAULT_NAME_DISPLAY,
      public: false,
      canonical: signed.canonical,
      signature: signed.signature,
      keyId: signed.keyId,
      issuedAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [certificates.kind, certificates.subjectKey] })
    .returning()
  if (!row) return null
  await notify(ctx, tx, {
    userId: issue.userId,
    type: 'certificate_issued',
    title: texts.issuedTitle,
    body:
      issue.kind === 'step_passed'
        ? texts.stepBody
        : issue.kind === 'funded'
          ? texts.fundedBody
          : texts.payoutBody,
    params: {
      title: issue.program,
      step: issue.step ?? '',
      amount: document.payout?.amount ?? '',
    },
    link: `/certificates/${publicId}`,
    data: { certificate: publicId, kind: issue.kind },
  })
  return row
}
