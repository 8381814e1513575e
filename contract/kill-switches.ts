/**
 * Kill switches (issue 33, decision 581): a risk reviewer (risk or admin)
 * stops new orders on an account, closes its positions, or halts a symbol
 * firm-wide, each with a reason that is audited; lifting takes one too. The
 * trader reads what stands on their account in plain words.
 */
import { z } from 'zod'
import { id, idParam, resource, symbolParam, timestamp } from './common.ts'
import { endpoint } from './endpoint.ts'

const reason = z
  .string({ error: 'Reason is required' })
  .trim()
  .min(1, { error: 'Reason is required' })
  .max(1000, { error: 'Reason is too long' })
export const reasonBody = z.object({ reason })

export const killSwitch = z.object({
  id,
  kind: z.enum(['account', 'symbol']),
  user_challenge_id: id.nullable(),
  /** The account's owner (account switches). */
  user_email: z.string().nullable(),
  symbol: z.string().nullable(),
  reason: z.string(),
  applied_by: z.string().nullable(),
  applied_at: timestamp,
})
export type KillSwitch = z.infer<typeof killSwitch>

/** What stands on a trader's account, as they read it. */
export const tradingStops = z.object({
  account_stopped_at: timestamp.nullable(),
  halted_symbols: z.array(z.object({ symbol: z.string(), since: timestamp })),
})
export type TradingStops = z.infer<typeof tradingStops>

const accountParams = z.object({ userChallengeId: idParam })
const symbolParams = z.object({ symbol: symbolParam })
const done = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string(), message_type: z.literal('success') })

export const killSwitchEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/staff/risk/killSwitches',
    summary: 'The kill switches standing now: stopped accounts and halted symbols (risk, admin)',
    access: 'risk',
    response: resource(z.array(killSwitch)),
  }),
  stopAccount: endpoint({
    method: 'POST',
    path: '/v1/staff/risk/userChallenges/{userChallengeId}/stop',
    summary:
      'Stop new orders on an account (closing stays open); its opening orders are canceled; audited, the trader told (risk, admin)',
    access: 'risk',
    params: accountParams,
    body: reasonBody,
    refusals: { 409: 'The account is already stopped' },
    response: done(killSwitch),
  }),
  resumeAccount: endpoint({
    method: 'POST',
    path: '/v1/staff/risk/userChallenges/{userChallengeId}/resume',
    summary: 'Lift an account’s stop; audited, the trader told (risk, admin)',
    access: 'risk',
    params: accountParams,
    body: reasonBody,
    refusals: { 409: 'The account is not stopped' },
    response: done(z.object({ id })),
  }),
  closePositions: endpoint({
    method: 'POST',
    path: '/v1/staff/risk/userChallenges/{userChallengeId}/closePositions',
    summary:
      'Close every open position of the account at market; audited, the trader told (risk, admin)',
    access: 'risk',
    params: accountParams,
    body: reasonBody,
    refusals: { 409: 'The account has no active trading account, or its market is halted' },
    response: done(z.object({ closed: z.number().int().nonnegative() })),
  }),
  haltSymbol: endpoint({
    method: 'POST',
    path: '/v1/staff/risk/symbols/{symbol}/halt',
    summary:
      'Halt new positions on a symbol firm-wide (closing stays open); opening orders on it are canceled; audited (risk, admin)',
    access: 'risk',
    params: symbolParams,
    body: reasonBody,
    refusals: { 409: 'The symbol is already halted' },
    response: done(killSwitch),
  }),
  resumeSymbol: endpoint({
    method: 'POST',
    path: '/v1/staff/risk/symbols/{symbol}/resume',
    summary: 'Lift a symbol’s halt; audited (risk, admin)',
    access: 'risk',
    params: symbolParams,
    body: reasonBody,
    refusals: { 409: 'The symbol is not halted' },
    response: done(z.object({ id })),
  }),
  tradingStops: endpoint({
    method: 'GET',
    path: '/v1/userChallenges/{userChallengeId}/tradingStops',
    summary: 'What the risk desk stopped on this account and which symbols it halted',
    access: 'user',
    params: accountParams,
    response: resource(tradingStops),
  }),
}
