/** Housekeeping of the accounts tables: ended sessions, throttle windows and stale codes. */
import type { EngineContext } from '../context.ts'
import { deleteExpiredSessions } from './sessions.ts'
import { deleteEndedThrottles } from './throttle.ts'
import { deleteStaleCodes } from './verification-codes.ts'

const TEN_MINUTES = 10 * 60_000

export function registerAccountJobs(ctx: EngineContext): void {
  ctx.jobs.register('accounts.cleanup', TEN_MINUTES, async () => {
    await deleteExpiredSessions(ctx)
    await deleteEndedThrottles(ctx.db, ctx.clock)
    await deleteStaleCodes(ctx.db, ctx.clock.now())
  })
}
