/**
 * Google sign-in through arctic's generic OAuth2Client: authorization code
 * with PKCE (S256); the state and the verifier wait in the session's data
 * for ten minutes and serve once. The user is found by Google's subject,
 * else linked by verified e-mail, else created.
 */
import { timingSafeEqual } from 'node:crypto'
import {
  CodeChallengeMethod,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
  OAuth2RequestError,
} from 'arctic'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { UserRow } from '../../accounts/user-row.ts'
import type { EngineContext } from '../../context.ts'
import { uniqueViolation } from '../../db/errors.ts'
import { users } from '../../db/schema/index.ts'
import { DomainError, fieldError } from '../../errors.ts'
import { ACCOUNT_TEXTS } from '../account-texts.ts'
import { type SessionRow, setSessionData } from '../sessions.ts'
import { EmailTakenError, insertUser, normalizeEmail } from '../users.ts'
import type { OAuthProvider } from './provider.ts'

const STATE_TTL_MS = 10 * 60_000
const PROVIDER_TIMEOUT_MS = 10_000

interface PendingSignIn {
  provider: 'google'
  state: string
  verifier: string
  startedAt: string
}

/** OpenID Connect userinfo, the fields we use. */
const userinfo = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
})
export type GoogleProfile = z.infer<typeof userinfo>

function clientFor(provider: OAuthProvider): OAuth2Client {
  return new OAuth2Client(provider.clientId, provider.clientSecret, provider.redirectUri)
}

/** The provider URL for the browser; remembers state and verifier in the session. */
export async function startGoogleSignIn(
  ctx: EngineContext,
  session: SessionRow,
  provider: OAuthProvider,
): Promise<string> {
  const state = generateState()
  const verifier = generateCodeVerifier()
  const url = clientFor(provider).createAuthorizationURLWithPKCE(
    provider.authorizeUrl,
    state,
    CodeChallengeMethod.S256,
    verifier,
    provider.scopes,
  )
  const pending: PendingSignIn = {
    provider: 'google',
    state,
    verifier,
    startedAt: ctx.clock.now().toISOString(),
  }
  await setSessionData(ctx, session, { ...session.data, oauth: pending })
  return url.toString()
}

/** Trades the provider's code for the user it names. */
export async function finishGoogleSignIn(
  ctx: EngineContext,
  session: SessionRow,
  provider: OAuthProvider,
  input: { code: string; state: string },
): Promise<UserRow> {
  const { oauth, ...rest } = session.data
  // One use only, whatever happens next.
  if (oauth !== undefined) await setSessionData(ctx, session, rest)
  const pending = oauth as PendingSignIn | undefined
  const startedAt = pending ? Date.parse(pending.startedAt) : Number.NaN
  if (
    !pending ||
    pending.provider !== provider.name ||
    !sameText(pending.state, input.state) ||
    !(ctx.clock.now().getTime() - startedAt <= STATE_TTL_MS)
  ) {
    throw fieldError('state', ACCOUNT_TEXTS.oauthStateInvalid)
  }

  let accessToken: string
  try {
    const tokens = await withTimeout(
      clientFor(provider).validateAuthorizationCode(
        provider.tokenUrl,
        input.code,
        pending.verifier,
      ),
    )
    accessToken = tokens.accessToken()
  } catch (error) {
    if (error instanceof OAuth2RequestError) {
      throw fieldError('code', ACCOUNT_TEXTS.oauthCodeRejected)
    }
    ctx.log.warn('OAuth token request failed', { provider: provider.name, error })
    throw new DomainError('dependency_failed', ACCOUNT_TEXTS.oauthUnreachable)
  }
  const profile = await fetchProfile(ctx, provider, accessToken)
  return userForProfile(ctx, profile)
}

async function fetchProfile(
  ctx: EngineContext,
  provider: OAuthProvider,
  accessToken: string,
): Promise<GoogleProfile> {
  try {
    const response = await fetch(provider.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`userinfo answered ${response.status}`)
    return userinfo.parse(await response.json())
  } catch (error) {
    ctx.log.warn('OAuth userinfo request failed', { provider: provider.name, error })
    throw new DomainError('dependency_failed', ACCOUNT_TEXTS.oauthUnreachable)
  }
}

/** Finds by Google subject, links by verified e-mail, or creates. */
export async function userForProfile(ctx: EngineContext, profile: GoogleProfile): Promise<UserRow> {
  const verified = profile.email_verified === true || profile.email_verified === 'true'
  if (!profile.email || !verified) throw fieldError('provider', ACCOUNT_TEXTS.oauthNoVerifiedEmail)
  const email = normalizeEmail(profile.email)
  const name = profile.name?.trim().slice(0, 60) || null
  const now = ctx.clock.now()

  // Twice at most: a concurrent first sign-in of the same person may insert first.
  for (let attempt = 0; ; attempt++) {
    const [bySubject] = await ctx.db.select().from(users).where(eq(users.googleId, profile.sub))
    if (bySubject) return bySubject
    const [byEmail] = await ctx.db.select().from(users).where(eq(users.email, email))
    if (byEmail) {
      if (byEmail.googleId && byEmail.googleId !== profile.sub) {
        throw fieldError('provider', ACCOUNT_TEXTS.oauthLinkedElsewhere)
      }
      const [linked] = await ctx.db
        .update(users)
        .set({
          googleId: profile.sub,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          name: sql`coalesce(${users.name}, ${name})`,
          updatedAt: now,
        })
        .where(eq(users.id, byEmail.id))
        .returning()
      if (linked) return linked
      continue
    }
    try {
      return await insertUser(ctx.db, {
        email,
        passwordHash: null,
        googleId: profile.sub,
        name,
        emailVerifiedAt: now,
        now,
      })
    } catch (error) {
      if (attempt === 0 && (error instanceof EmailTakenError || isGoogleIdTaken(error))) continue
      throw error
    }
  }
}

function isGoogleIdTaken(error: unknown): boolean {
  return uniqueViolation(error) === 'users_google_id_unique'
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('provider timed out')), PROVIDER_TIMEOUT_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
