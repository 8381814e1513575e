/**
 * A trader's API keys (decision 610): at most 10 live ones, each for some
 * of the trader's accounts, reading and perhaps trading (never withdrawing),
 * perhaps only from some addresses. Creating one asks for the
 * authenticator's code when two-factor sign-in is on; creating and
 * revoking are audited and notified in the change's own transaction. The
 * secret (and the webhook URL) are answered once.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type ApiKeyPermission, type ApiKeyView, MAX_API_KEYS } from '#contract/api-keys.ts'
import { channels } from '#contract/broadcasting.ts'
import { isOn, twoFactorOf } from '../accounts/two-factor.ts'
import { findUserById } from '../accounts/users.ts'
import { recordAudit } from '../audit/audit.ts'
import type { EngineContext } from '../context.ts'
import { apiKeys, userChallenges, users } from '../db/schema/index.ts'
import { afterCommit, transaction } from '../db/transaction.ts'
import { conflict, fieldError, notFound, validationError } from '../errors.ts'
import { type Locale, translate } from '../i18n.ts'
import { notify } from '../notifications/notify.ts'
import { checkMoneyOutCode } from '../payouts/second-factor.ts'
import { canonicalEntry } from './addresses.ts'
import {
  newPublicKey,
  newSecret,
  newWebhookToken,
  sealKeySecret,
  webhookTokenHash,
} from './secrets.ts'
import { apiKeyTexts } from './texts.ts'

export type ApiKeyRow = typeof apiKeys.$inferSelect

export function apiKeyView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    label: row.label,
    api_key: row.publicKey,
    accounts: row.accounts,
    permissions: row.permissions,
    ip_allow: row.ipAllow,
    webhook: row.webhookTokenHash !== null,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    last_used_ip: row.lastUsedIp,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  }
}

/** The user's keys, newest first: live ones and those revoked in the last 30 days. */
export async function keysOf(ctx: EngineContext, userId: number): Promise<ApiKeyRow[]> {
  const since = new Date(ctx.clock.now().getTime() - 30 * 86_400_000)
  return ctx.db
    .select()
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.userId, userId),
        sql`(${apiKeys.revokedAt} is null or ${apiKeys.revokedAt} > ${since.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(desc(apiKeys.id))
}

export interface NewKey {
  label: string
  accounts: number[]
  permissions: ApiKeyPermission[]
  ip_allow: string[]
  webhook: boolean
  code?: string | undefined
}

export interface Created {
  row: ApiKeyRow
  secret: string
  webhookUrl: string | null
}

/** Where TradingView posts a key's alerts: the engine's public address, then the token. */
export function webhookUrlOf(ctx: EngineContext, token: string): string {
  return `${ctx.config.ENGINE_PUBLIC_URL.replace(/\/+$/, '')}/api/v1/tradingview/${token}`
}

async function checkedInput(ctx: EngineContext, userId: number, input: NewKey) {
  const errors: Record<string, string[]> = {}
  const params: Record<string, string> = {}
  const accounts = [...new Set(input.accounts)]
  const owned = await ctx.db
    .select({ id: userChallenges.id })
    .from(userChallenges)
    .where(and(eq(userChallenges.userId, userId), inArray(userChallenges.id, accounts)))
  if (owned.length !== accounts.length) errors.accounts = [apiKeyTexts.accountNotYours]
  const ipAllow: string[] = []
  for (const text of input.ip_allow) {
    if (text.trim() === '') continue
    const entry = canonicalEntry(text)
    if (entry === null) {
      errors.ip_allow = [apiKeyTexts.ipInvalid]
      params.value = text.trim().slice(0, 50)
      break
    }
    if (!ipAllow.includes(entry)) ipAllow.push(entry)
  }
  const permissions: ApiKeyPermission[] = input.permissions.includes('trade')
    ? ['read', 'trade']
    : ['read']
  if (input.webhook && !permissions.includes('trade'))
    errors.webhook = [apiKeyTexts.webhookNeedsTrade]
  if (Object.keys(errors).length > 0) throw validationError(errors, params)
  return { accounts: accounts.sort((a, b) => a - b), ipAllow, permissions }
}

export async function createKey(
  ctx: EngineContext,
  userId: number,
  input: NewKey,
  meta: { ip: string | null; locale: Locale },
): Promise<Created> {
  const checked = await checkedInput(ctx, userId, input)
  // The authenticator's code when two-factor is on; taken in the key's transaction.
  const factor = isOn(await twoFactorOf(ctx.db, userId))
    ? await checkMoneyOutCode(ctx, userId, requiredCode(input.code))
    : null
  const secret = newSecret()
  const token = input.webhook ? newWebhookToken() : null
  const now = ctx.clock.now()
  const row = await transaction(ctx, async (tx) => {
    // The user's row locked: two creations at once cannot both pass the count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    if ((live?.n ?? 0) >= MAX_API_KEYS)
      throw fieldError('label', apiKeyTexts.tooManyKeys, { max: MAX_API_KEYS })
    await factor?.take(tx)
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        userId,
        label: input.label,
        publicKey: newPublicKey(),
        secretSealed: sealKeySecret(ctx.config.APP_KEY, secret),
        accounts: checked.accounts,
        permissions: checked.permissions,
        ipAllow: checked.ipAllow,
        webhookTokenHash: token === null ? null : webhookTokenHash(token),
        createdAt: now,
      })
      .returning()
    if (!inserted) throw new Error('API key insert returned nothing')
    await recordAudit(tx, {
      actorId: userId,
      action: 'api_key.created',
      subjectType: 'api_key',
      subjectId: inserted.id,
      after: {
        label: inserted.label,
        accounts: inserted.accounts,
        permissions: inserted.permissions,
        ip_allow: inserted.ipAllow,
        webhook: token !== null,
        ip: meta.ip,
      },
      now,
    })
    await notify(ctx, tx, {
      userId,
      type: 'api_key_created',
      title: apiKeyTexts.createdTitle,
      body: apiKeyTexts.createdBody,
      params: { label: inserted.label, ip: meta.ip ?? '—' },
      link: '/profile?tab=api-keys',
      data: { api_key_id: inserted.id },
    })
    afterCommit(ctx, tx, () => mailCreated(ctx, userId, inserted, meta))
    return inserted
  })
  return { row, secret, webhookUrl: token === null ? null : webhookUrlOf(ctx, token) }
}

function requiredCode(code: string | undefined): string {
  if (code === undefined || code.trim() === '') throw fieldError('code', apiKeyTexts.codeRequired)
  return code
}

async function mailCreated(
  ctx: EngineContext,
  userId: number,
  row: ApiKeyRow,
  meta: { ip: string | null; locale: Locale },
): Promise<void> {
  const user = await findUserById(ctx.db, userId)
  if (!user) return
  const { locale } = meta
  await ctx.messages.send({
    channel: 'mail',
    to: user.email,
    subject: translate(locale, apiKeyTexts.createdSubject),
    text: translate(locale, apiKeyTexts.createdMail, {
      label: row.label,
      permissions: row.permissions
        .map((p) =>
          translate(
            locale,
            p === 'trade' ? apiKeyTexts.permissionTrade : apiKeyTexts.permissionRead,
          ),
        )
        .join(', '),
      ip: meta.ip ?? '—',
      time: row.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    }),
    locale,
  })
}

/**
 * Revokes a key of the user's: from the next request on, on every engine
 * (each signed request checks the key is live in the statement that counts
 * it), and its live streams are closed.
 */
export async function revokeKey(
  ctx: EngineContext,
  userId: number,
  keyId: number,
): Promise<ApiKeyRow> {
  const now = ctx.clock.now()
  const row = await transaction(ctx, async (tx) => {
    const [found] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
      .for('update')
    if (!found) throw notFound()
    if (found.revokedAt !== null) throw conflict(apiKeyTexts.alreadyRevoked)
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(eq(apiKeys.id, keyId))
      .returning()
    if (!revoked) throw new Error('API key update returned nothing')
    await recordAudit(tx, {
      actorId: userId,
      action: 'api_key.revoked',
      subjectType: 'api_key',
      subjectId: keyId,
      before: { revoked_at: null },
      after: { revoked_at: now },
      note: found.label,
      now,
    })
    await notify(ctx, tx, {
      userId,
      type: 'api_key_revoked',
      title: apiKeyTexts.revokedTitle,
      body: apiKeyTexts.revokedBody,
      params: { label: found.label },
      link: '/profile?tab=api-keys',
      data: { api_key_id: keyId },
    })
    afterCommit(ctx, tx, () => {
      ctx.apiKeys.forget(found.publicKey)
      ctx.events.publish(channels.user(userId), 'api_key_revoked', {
        id: keyId,
        revoked_at: now.toISOString(),
      })
    })
    return revoked
  })
  return row
}
