/** What waits for staff, counted for the console's side menu (issue 25). */
import { count, eq } from 'drizzle-orm'
import type { StaffCounts } from '#contract/staff-tickets.ts'
import type { DbOrTx } from '../db/client.ts'
import {
  realAccountRequests,
  realWithdraws,
  referralWithdraws,
  tickets,
} from '../db/schema/index.ts'

export async function staffCounts(db: DbOrTx): Promise<StaffCounts> {
  const [[t], [real], [referral], [requests]] = await Promise.all([
    db.select({ n: count() }).from(tickets).where(eq(tickets.status, 'open')),
    db.select({ n: count() }).from(realWithdraws).where(eq(realWithdraws.status, 'pending')),
    db
      .select({ n: count() })
      .from(referralWithdraws)
      .where(eq(referralWithdraws.status, 'pending')),
    db
      .select({ n: count() })
      .from(realAccountRequests)
      .where(eq(realAccountRequests.status, 'pending')),
  ])
  return {
    tickets_open: t?.n ?? 0,
    real_withdraws_pending: real?.n ?? 0,
    referral_withdraws_pending: referral?.n ?? 0,
    account_requests_pending: requests?.n ?? 0,
  }
}
