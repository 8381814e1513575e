/** Binding the request's session to a user (sign-in) or to nobody (sign-out). */
import type { Context } from 'hono'
import { rotateSession } from '../accounts/sessions.ts'
import type { EngineContext } from '../context.ts'
import type { AppEnv, UserRow } from './env.ts'
import { csrfMismatch } from './errors.ts'
import { useSession as bindSession } from './session.ts'

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
  // The old id's delete and the new id's insert land together or not at all.
  const rotated = await ctx.db.transaction((tx) =>
    rotateSession(ctx, tx, session, user.id, remember),
  )
  bindSession(c, rotated)
  c.set('user', user)
}

/** A fresh guest session with a new CSRF token. */
export async function signOut(c: Context<AppEnv>, ctx: EngineContext): Promise<void> {
  const session = c.get('session')
  if (!session) throw csrfMismatch()
  bindSession(c, await ctx.db.transaction((tx) => rotateSession(ctx, tx, session, null)))
  c.set('user', undefined)
}
