/**
 * One-time codes (rules.md): 5 digits, valid 10 minutes, 5 wrong tries kill
 * a code, a new one at most once a minute. Stored as an HMAC keyed with
 * APP_KEY: a leaked table does not give the codes away (100 000 codes are
 * too few for a plain hash).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { verificationCodes } from '../db/schema/index.ts'
import { fieldError, tooManyRequests } from '../errors.ts'
import { hit } from './throttle.ts'

export type CodePurpose = 'phone' | 'email' | 'password_reset' | 'money_out'
export type CodeRow = typeof verificationCodes.$inferSelect

export const CODE_TTL_MS = 10 * 60_000
export const RESEND_AFTER_MS = 60_000
export const MAX_WRONG_TRIES = 5

export const CODE_TEXTS = {
  none: 'The code is not valid or has expired. Request a new code.',
  expired: 'The code has expired. Request a new code.',
  wrong: 'The code is not correct. Tries left: {tries}.',
  tooManyWrong: 'Too many wrong codes. Request a new code.',
  resend: 'You can request a new code in {seconds} seconds.',
} as const

export function generateCode(): string {
  return randomInt(0, 100_000).toString().padStart(5, '0')
}

function codeHash(appKey: string, purpose: CodePurpose, target: string, code: string): string {
  return createHmac('sha256', appKey).update(`${purpose}\n${target}\n${code}`).digest('hex')
}

/**
 * Claims the once-a-minute slot of `key` (a user and purpose, or an
 * e-mail); 429 with Retry-After when taken. Atomic across requests.
 */
export async function claimResendSlot(ctx: EngineContext, key: string): Promise<void> {
  const state = await hit(ctx.db, ctx.clock, `code-resend:${key}`, RESEND_AFTER_MS)
  if (state.hits > 1) throw tooManyRequests(state.retryAfterMs / 1000, CODE_TEXTS.resend)
}

/** A new code for the user and purpose; any earlier live code of theirs stops working. */
export async function issueCode(
  ctx: EngineContext,
  tx: DbOrTx,
  input: { userId: number; purpose: CodePurpose; target: string },
): Promise<{ code: string; expiresAt: Date }> {
  const now = ctx.clock.now()
  const code = generateCode()
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS)
  await tx
    .update(verificationCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
  await tx.insert(verificationCodes).values({
    userId: input.userId,
    purpose: input.purpose,
    target: input.target,
    codeHash: codeHash(ctx.config.APP_KEY, input.purpose, input.target, code),
    expiresAt,
    createdAt: now,
  })
  return { code, expiresAt }
}

/**
 * Checks a code against the user's newest one for the purpose. A wrong code
 * counts a try at once, outside any transaction (a rollback must not give
 * the try back). Answers 422 on `code` with the reason; returns the row on
 * a match, still to be consumed with consumeCode in the caller's transaction.
 */
export async function checkCode(
  ctx: EngineContext,
  input: { userId: number; purpose: CodePurpose; code: string },
): Promise<CodeRow> {
  const now = ctx.clock.now()
  const [latest] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1)
  if (!latest) throw fieldError('code', CODE_TEXTS.none)
  if (latest.attempts >= MAX_WRONG_TRIES) throw fieldError('code', CODE_TEXTS.tooManyWrong)
  if (latest.expiresAt <= now) throw fieldError('code', CODE_TEXTS.expired)

  const expected = Buffer.from(latest.codeHash, 'hex')
  const given = Buffer.from(
    codeHash(ctx.config.APP_KEY, input.purpose, latest.target, input.code),
    'hex',
  )
  if (expected.length === given.length && timingSafeEqual(expected, given)) return latest

  const [counted] = await ctx.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(eq(verificationCodes.id, latest.id), lt(verificationCodes.attempts, MAX_WRONG_TRIES)),
    )
    .returning({ attempts: verificationCodes.attempts })
  const used = counted?.attempts ?? MAX_WRONG_TRIES
  if (used >= MAX_WRONG_TRIES) throw fieldError('code', CODE_TEXTS.tooManyWrong)
  throw fieldError('code', CODE_TEXTS.wrong, { tries: MAX_WRONG_TRIES - used })
}

/** Marks a checked code used; false when a concurrent request used it first. */
export async function consumeCode(tx: DbOrTx, row: CodeRow, now: Date): Promise<boolean> {
  const [used] = await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, MAX_WRONG_TRIES),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ id: verificationCodes.id })
  return used !== undefined
}

/** Codes a day past their expiry are of no use even to support: a job removes them. */
export async function deleteStaleCodes(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, new Date(now.getTime() - 24 * 3600_000)))
}
