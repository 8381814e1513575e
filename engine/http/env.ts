import type { SessionRow } from '../accounts/sessions.ts'
import type { UserRow } from '../accounts/user-row.ts'
import type { Locale } from '../i18n.ts'

export type { UserRow }

/** What middleware leaves on the request for handlers. */
export interface AppEnv {
  Variables: {
    locale: Locale
    /** X-Request-Id as received from the web, or made here (engine/ops/request-id.ts). */
    requestId: string
    session: SessionRow | undefined
    user: UserRow | undefined
    /** Set when the session cookie must be (re)sent. */
    sendSessionCookie: boolean
  }
}
