import type { SessionRow } from '../accounts/sessions.ts'
import type { users } from '../db/schema/index.ts'
import type { Locale } from '../i18n.ts'

export type UserRow = typeof users.$inferSelect

/** What middleware leaves on the request for handlers. */
export interface AppEnv {
  Variables: {
    locale: Locale
    session: SessionRow | undefined
    user: UserRow | undefined
    /** Set when the session cookie must be (re)sent. */
    sendSessionCookie: boolean
  }
}
