/**
 * Two-factor sign-in with TOTP (RFC 6238: 30 s steps, 6 digits, SHA-1;
 * providers.md), docs/decisions/391. The secret is sealed with a key derived
 * from APP_KEY; recovery codes are kept as keyed hashes and work once. A
 * code is accepted once (its step must be newer than the last accepted
 * one), with ±1 step of drift; wrong codes are throttled per user.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../db/schema/index.ts'
import { fieldError, tooManyRequests } from '../errors.ts'
import { blockedFor, clear, hit } from './throttle.ts'

export const TOTP_PERIOD_S = 30
export const RECOVERY_CODE_COUNT = 10
/** Wrong second-factor codes a user may send in the window before a 429. */
export const TWO_FACTOR_MAX_WRONG = 5
export const TWO_FACTOR_WINDOW_MS = 15 * 60_000
const ISSUER = 'PropTrade'

export const TWO_FACTOR_TEXTS = {
  wrongCode: 'The code is not correct.',
  notEnrolled: 'Start two-factor set-up first.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  tooMany: 'Too many wrong codes. Try again in {seconds} seconds.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  regenerated: 'New recovery codes are ready; the old ones no longer work.',
  noPending: 'The sign-in has expired. Sign in again.',
} as const

export type TwoFactorRow = typeof twoFactorSecrets.$inferSelect

function sealKey(appKey: string): Buffer {
  return createHash('sha256').update(`two-factor-secret\n${appKey}`).digest()
}

/** AES-256-GCM: iv.tag.ciphertext, base64url. */
export function sealSecret(appKey: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(appKey), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.')
}

export function openSecret(appKey: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !data) throw new Error('sealed two-factor secret is malformed')
  const decipher = createDecipheriv('aes-256-gcm', sealKey(appKey), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  })
}

/** The step of `code` at `now` (±1 step of drift), or null when it matches none. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 })
  if (delta === null) return null
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S) + delta
}

/** The code an authenticator shows at `now` (tests and the development outbox only). */
export function totpCode(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() })
}

/** Recovery codes: "xxxxx-xxxxx" in lower-case base32 letters and digits. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567'
  const bytes = randomBytes(10)
  const chars = [...bytes].map((b) => alphabet[b % 32])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

function recoveryHash(appKey: string, code: string): string {
  const normalised = code.trim().toLowerCase().replace(/[\s-]/g, '')
  return createHmac('sha256', appKey).update(`recovery\n${normalised}`).digest('hex')
}

export async function twoFactorOf(db: DbOrTx, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId))
    .limit(1)
  return row
}

export function isOn(row: TwoFactorRow | undefined): row is TwoFactorRow {
  return row?.confirmedAt != null
}

/**
 * A new secret for a user whose two-factor is off (any earlier unconfirmed
 * one is replaced): the URI, its QR code as SVG, and the secret to type in.
 */
export async function startEnrolment(
  ctx: EngineContext,
  user: { id: number; email: string },
): Promise<{ secret: string; uri: string; qrSvg: string }> {
  if (isOn(await twoFactorOf(ctx.db, user.id))) throw fieldError('code', TWO_FACTOR_TEXTS.alreadyOn)
  const secret = new Secret({ size: 20 }).base32
  const sealed = sealSecret(ctx.config.APP_KEY, secret)
  const now = ctx.clock.now()
  await ctx.db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, secretSealed: sealed, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secretSealed: sealed, createdAt: now, lastUsedStep: 0, confirmedAt: null },
    })
  const uri = totpOf(secret, user.email).toString()
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret, uri, qrSvg }
}

export const throttleKey = (userId: number) => `two-factor:${userId}`

/** 429 with the wait while the user has sent too many wrong codes. */
export async function refuseWhileThrottled(ctx: EngineContext, userId: number): Promise<void> {
  const wait = await blockedFor(ctx.db, ctx.clock, throttleKey(userId), TWO_FACTOR_MAX_WRONG)
  if (wait > 0) throw tooManyRequests(wait / 1000, TWO_FACTOR_TEXTS.tooMany)
}

/** Counts a wrong code (outside any transaction: a rollback must not give it back); 422. */
export async function countWrong(ctx: EngineContext, userId: number): Promise<never> {
  await hit(ctx.db, ctx.clock, throttleKey(userId), TWO_FACTOR_WINDOW_MS)
  throw fieldError('code', TWO_FACTOR_TEXTS.wrongCode)
}

/**
 * Takes a TOTP code once: its step must be newer than the last accepted one
 * (a conditional update, so two requests with one code cannot both pass).
 */
async function takeTotp(
  ctx: EngineContext,
  tx: DbOrTx,
  row: TwoFactorRow,
  code: string,
): Promise<boolean> {
  const step = totpStep(openSecret(ctx.config.APP_KEY, row.secretSealed), code, ctx.clock.now())
  if (step === null || step <= row.lastUsedStep) return false
  const [taken] = await tx
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactorSecrets.userId, row.userId), lt(twoFactorSecrets.lastUsedStep, step)))
    .returning({ userId: twoFactorSecrets.userId })
  return taken !== undefined
}

async function takeRecoveryCode(
  ctx: EngineContext,
  tx: DbOrTx,
  userId: number,
  code: string,
): Promise<boolean> {
  const [used] = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: ctx.clock.now() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, recoveryHash(ctx.config.APP_KEY, code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id })
  return used !== undefined
}

/**
 * Checks the user's second factor: a current TOTP code, or (when allowed) an
 * unused recovery code. Throttled; 422 on `code` when wrong.
 */
export async function verifySecondFactor(
  ctx: EngineContext,
  userId: number,
  code: string,
  options: { recovery: boolean } = { recovery: true },
): Promise<void> {
  await refuseWhileThrottled(ctx, userId)
  const row = await twoFactorOf(ctx.db, userId)
  if (!isOn(row)) throw fieldError('code', TWO_FACTOR_TEXTS.notOn)
  const given = code.trim()
  const ok =
    (await takeTotp(ctx, ctx.db, row, given)) ||
    (options.recovery && (await takeRecoveryCode(ctx, ctx.db, userId, given)))
  if (!ok) await countWrong(ctx, userId)
  await clear(ctx.db, throttleKey(userId))
}

async function replaceRecoveryCodes(
  ctx: EngineContext,
  tx: DbOrTx,
  userId: number,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  const now = ctx.clock.now()
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId))
  await tx.insert(twoFactorRecoveryCodes).values(
    codes.map((code) => ({
      userId,
      codeHash: recoveryHash(ctx.config.APP_KEY, code),
      createdAt: now,
    })),
  )
  return codes
}

/** The first code confirms enrolment: two-factor is on; the recovery codes, shown once. */
export async function confirmEnrolment(
  ctx: EngineContext,
  userId: number,
  code: string,
): Promise<string[]> {
  await refuseWhileThrottled(ctx, userId)
  const row = await twoFactorOf(ctx.db, userId)
  if (!row) throw fieldError('code', TWO_FACTOR_TEXTS.notEnrolled)
  if (isOn(row)) throw fieldError('code', TWO_FACTOR_TEXTS.alreadyOn)
  const codes = await ctx.db.transaction(async (tx) => {
    if (!(await takeTotp(ctx, tx, row, code.trim()))) return null
    await tx
      .update(twoFactorSecrets)
      .set({ confirmedAt: ctx.clock.now() })
      .where(eq(twoFactorSecrets.userId, userId))
    return replaceRecoveryCodes(ctx, tx, userId)
  })
  if (!codes) return countWrong(ctx, userId)
  await clear(ctx.db, throttleKey(userId))
  return codes
}

/** Turns two-factor off with a current code or a recovery code. */
export async function disableTwoFactor(
  ctx: EngineContext,
  userId: number,
  code: string,
): Promise<void> {
  await verifySecondFactor(ctx, userId, code)
  await ctx.db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId))
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId))
  })
}

/** New recovery codes for a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(
  ctx: EngineContext,
  userId: number,
  code: string,
): Promise<string[]> {
  await verifySecondFactor(ctx, userId, code, { recovery: false })
  return ctx.db.transaction((tx) => replaceRecoveryCodes(ctx, tx, userId))
}

export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .select({ id: twoFactorRecoveryCodes.id })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)))
  return rows.length
}
