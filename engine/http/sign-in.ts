/** Binding the request's session to a user (sign-in) or to nobody (sign-out). */
import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { User } from '#contract/user.ts'
import { noteSignInDevice } from '../accounts/session-security.ts'
import { rotateSession, setSessionData } from '../accounts/sessions.ts'
import { isOn, TWO_FACTOR_TEXTS, twoFactorOf, verifySecondFactor } from '../accounts/two-factor.ts'
import { toWireUser } from '../accounts/user-wire.ts'
import { findUserById } from '../accounts/users.ts'
import type { EngineContext } from '../context.ts'
import { recordSignal } from '../risk/signals.ts'
import type { AppEnv, UserRow } from './env.ts'
import { csrfMismatch, fieldError } from './errors.ts'
import { clientIp } from './routes/system.ts'
import { useSession as bindSession } from './session.ts'

/** Minutes a sign-in waits for its second factor. */
const PENDING_MS = 5 * 60_000
const PENDING_KEY = 'twoFactorPending'

interface PendingSignIn {
  userId: number
  remember: boolean
  until: number
}

/**
 * A new session id for the user (a planted id becomes useless); the CSRF
 * token stays, so the page's next request still matches.
 */
export async function signInAs(
  c: Context<AppEnv>,
  ctx: EngineContext,
  user: UserRow,
  remember = false,
): Promise<void> {
  const session = c.get('session')
  // Every POST has passed the CSRF check, which needs a session.
  if (!session) throw csrfMismatch()
  // The browser and address of the sign-in itself: what Profile → Security lists.
  const signingIn = {
    ...session,
    ip: clientIp(c.req.raw, c.req.header('x-forwarded-for')) ?? session.ip,
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? session.userAgent,
  }
  // The old id's delete and the new id's insert land together or not at all.
  const rotated = await ctx.db.transaction((tx) =>
    rotateSession(ctx, tx, signingIn, user.id, remember),
  )
  bindSession(c, rotated)
  c.set('user', user)
  await noteSignInDevice(ctx, user, rotated, c.get('locale'))
  await noteRiskSignals(c, ctx, user.id, signingIn.ip)
}

/** The first-party device cookie (issue 33): set at sign-up and sign-in, read back on the next. */
export const DEVICE_COOKIE = 'proptrade_device'

/** The browser's device id and the sign-in's address as identity signals (engine/risk/signals.ts). */
async function noteRiskSignals(
  c: Context<AppEnv>,
  ctx: EngineContext,
  userId: number,
  ip: string | null,
): Promise<void> {
  let device = getCookie(c, DEVICE_COOKIE)
  if (!device || !/^[A-Za-z0-9_-]{16,64}$/.test(device)) {
    device = randomBytes(18).toString('base64url')
    setCookie(c, DEVICE_COOKIE, device, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: ctx.config.SESSION_SECURE_COOKIE,
      path: '/',
      maxAge: 400 * 86_400,
    })
  }
  await recordSignal(ctx, userId, 'device', device)
  await recordSignal(ctx, userId, 'ip_signin', ip)
}

/**
 * Signs in, or (two-factor on) keeps the user waiting in this browser's
 * guest session for the code: no signed-in session exists until it is given.
 */
export async function signInOrAskSecondFactor(
  c: Context<AppEnv>,
  ctx: EngineContext,
  user: UserRow,
  remember = false,
): Promise<{ user: User } | { two_factor: true }> {
  if (!isOn(await twoFactorOf(ctx.db, user.id))) {
    await signInAs(c, ctx, user, remember)
    return { user: toWireUser(ctx.config, user) }
  }
  const session = c.get('session')
  if (!session) throw csrfMismatch()
  const pending: PendingSignIn = {
    userId: user.id,
    remember,
    until: ctx.clock.now().getTime() + PENDING_MS,
  }
  await setSessionData(ctx, session, { ...session.data, [PENDING_KEY]: pending })
  return { two_factor: true }
}

/** The second step: the code for the sign-in this browser started. */
export async function finishSecondFactor(
  c: Context<AppEnv>,
  ctx: EngineContext,
  code: string,
): Promise<UserRow> {
  const session = c.get('session')
  if (!session) throw csrfMismatch()
  const pending = session.data[PENDING_KEY] as PendingSignIn | undefined
  if (!pending || pending.until <= ctx.clock.now().getTime()) {
    throw fieldError('code', TWO_FACTOR_TEXTS.noPending)
  }
  await verifySecondFactor(ctx, pending.userId, code)
  const user = await findUserById(ctx.db, pending.userId)
  if (!user) throw fieldError('code', TWO_FACTOR_TEXTS.noPending)
  await signInAs(c, ctx, user, pending.remember)
  return user
}

/** A fresh guest session with a new CSRF token. */
export async function signOut(c: Context<AppEnv>, ctx: EngineContext): Promise<void> {
  const session = c.get('session')
  if (!session) throw csrfMismatch()
  bindSession(c, await ctx.db.transaction((tx) => rotateSession(ctx, tx, session, null)))
  c.set('user', undefined)
}
