/**
 * What a standby engine answers while another holds the lock
 * (docs/decisions/445): `/health` with its role, `/ready` not ready, and
 * 503 to everything else, marked `x-engine-role: standby` so the web moves
 * to another engine. A standby has no state, so it never answers the API.
 */
import { Hono } from 'hono'
import { addTranslations, localeFrom, translate } from '../i18n.ts'

/** standby: waiting for the lock; starting: holds it and is loading the state; active: serves. */
export type EngineRole = 'active' | 'starting' | 'standby'

export const ROLE_HEADER = 'x-engine-role'

const STANDBY_TEXT = 'This engine is on standby; another engine is active. Try again.'

addTranslations('fa', {
  [STANDBY_TEXT]: 'این موتور در حالت آماده‌به‌کار است و موتور دیگری فعال است. دوباره تلاش کنید.',
})

export function createStandbyApp(
  role: () => { role: EngineRole; since: Date; warm?: boolean },
): Hono {
  const app = new Hono()
  app.use(async (c, next) => {
    await next()
    c.header(ROLE_HEADER, role().role)
  })
  app.get('/health', (c) => {
    const now = role()
    return c.json({
      status: 'ok',
      role: now.role,
      since: now.since.toISOString(),
      // A standby's copy of the accounts is read (decision 479): its takeover reads only the tail.
      ...(now.warm === undefined ? {} : { warm: now.warm }),
      time: new Date().toISOString(),
    })
  })
  app.get('/ready', (c) => {
    const now = role()
    return c.json(
      {
        status: 'not_ready',
        role: now.role,
        checks: {
          role:
            now.role === 'starting'
              ? 'starting: loading the state from the database'
              : 'standby: another engine holds the lock',
        },
      },
      503,
    )
  })
  app.all('*', (c) => {
    const locale = localeFrom(c.req.header('accept-language'))
    return c.json({ message: translate(locale, STANDBY_TEXT) }, 503, { 'retry-after': '1' })
  })
  return app
}
