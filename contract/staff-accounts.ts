/**
 * A trader's account as staff read it (issue 25): the challenge with its
 * steps and figures, and each step's orders and trades, so a real-account
 * request is approved after seeing the evaluation. Read-only; staff and
 * admins.
 */
import { z } from 'zod'
import { idParam, paginated, resource } from './common.ts'
import { endpoint } from './endpoint.ts'
import { staffUserRef } from './staff-schemas.ts'
import { historyQuery, order, trade } from './trade.ts'
import { stepDetail, userChallengeDetail } from './user-challenges.ts'

export const staffAccount = z.object({
  user: staffUserRef,
  challenge: userChallengeDetail,
})
export type StaffAccount = z.infer<typeof staffAccount>

const accountParams = z.object({ userChallengeId: idParam })
const stepParams = accountParams.extend({ stepId: idParam })

export const staffAccountEndpoints = {
  show: endpoint({
    method: 'GET',
    path: '/v1/staff/userChallenges/{userChallengeId}',
    summary: 'A trader’s challenge with its steps and owner (staff)',
    access: 'staff',
    params: accountParams,
    response: resource(staffAccount),
  }),
  step: endpoint({
    method: 'GET',
    path: '/v1/staff/userChallenges/{userChallengeId}/steps/{stepId}',
    summary: 'A step’s figures against its rules, as the trader sees them (staff)',
    access: 'staff',
    params: stepParams,
    response: resource(stepDetail),
  }),
  orderHistory: endpoint({
    method: 'GET',
    path: '/v1/staff/userChallenges/{userChallengeId}/orderHistory',
    summary: 'A trader’s orders, newest first, of the account traded or of a step (staff)',
    access: 'staff',
    params: accountParams,
    query: historyQuery,
    response: paginated(order),
  }),
  tradeHistory: endpoint({
    method: 'GET',
    path: '/v1/staff/userChallenges/{userChallengeId}/tradeHistory',
    summary: 'A trader’s fills, newest first, of the account traded or of a step (staff)',
    access: 'staff',
    params: accountParams,
    query: historyQuery,
    response: paginated(trade),
  }),
} as const
