import type { SessionRow } from '../accounts/sessions.ts'
import type { UserRow } from '../accounts/user-row.ts'
import type { Locale } from '../i18n.ts'

export type { UserRow }

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
