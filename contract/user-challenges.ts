import { z } from 'zod'
import { drawdownKinds, feature } from './challenges.ts'
import { decimal, id, idParam, pageQuery, paginated, resource, timestamp } from './common.ts'
import { endpoint } from './endpoint.ts'
import { payoutReadiness } from './real.ts'

export const accountTypes = ['challenge', 'demo', 'real'] as const
export const accountType = z.enum(accountTypes)

/**
 * A purchase's (or demo's) state. `active`: trading; `passed`: every step
 * done, real account not yet opened; `failed`: a rule breached; `expired`:
 * out of days; `funded`: the real account is open; `refunded`: its payment
 * was refunded, trading ended.
 */
export const challengeStatuses = [
  'active',
  'passed',
  'failed',
  'expired',
  'funded',
  'refunded',
] as const
export const challengeStatus = z.enum(challengeStatuses)

export const stepStatuses = [
  'pending',
  'active',
  'passed',
  'failed',
  'expired',
  'refunded',
] as const
export const phases = ['step1', 'step2', 'step3', 'real', 'demo'] as const
export const phase = z.enum(phases)

/** The rules an account is judged by, pinned at purchase. */
export const condition = z.object({
  max_daily_drawdown: decimal,
  max_total_drawdown: decimal,
  /** static: the floor is initial − limit; trailing: it follows the highest end-of-day balance up to the initial. */
  max_total_drawdown_kind: z.enum(drawdownKinds),
  min_trading_days: z.number().int().min(0),
  min_profit: decimal,
  /** 0: no time limit. */
  days: z.number().int().min(0),
  /** No single trading day's profit above this percent of the step's profit, checked at the pass; null: no such rule. */
  consistency_percent: decimal.nullable(),
})

export const userChallenge = z.object({
  id,
  title: z.string(),
  type: accountType,
  status: challengeStatus,
  /** Account size. */
  initial_balance: decimal,
  balance: decimal,
  equity: decimal,
  pnl: decimal,
  /** Day of the current step (1-based), or of the demo. */
  day: z.number().int().min(0),
  current_phase: phase,
  condition,
  features: z.array(feature),
  challenge: z.object({ id, title: z.string() }).nullable(),
  /** The program bought, as named at purchase, with its number of steps (0: instant funding); null for the demo. */
  program: z
    .object({ id, code: z.string(), title: z.string(), steps_count: z.number().int().min(0) })
    .nullable(),
  created_at: timestamp,
  expires_at: timestamp.nullable(),
})
export type UserChallenge = z.infer<typeof userChallenge>

export const breach = z.object({
  rule: z.enum(['daily_drawdown', 'total_drawdown', 'time_limit', 'liquidation']),
  at: timestamp,
  equity: decimal,
  floor: decimal.nullable(),
  /** The drawdown rule's limit in percent and how its floor was measured; null before programs and for time limits. */
  limit: decimal.nullable(),
  drawdown_kind: z.enum(drawdownKinds).nullable(),
  /** Fees paid by the close-out that followed (its market closes). */
  close_out_fee: decimal,
  /** The step's balance once closed out. */
  final_balance: decimal,
})

export const stepSummary = z.object({
  id,
  phase,
  status: z.enum(stepStatuses),
  initial_balance: decimal,
  balance: decimal,
  started_at: timestamp.nullable(),
  ended_at: timestamp.nullable(),
  breach: breach.nullable(),
})

export const accountRequestStatuses = ['pending', 'approved', 'rejected'] as const

/**
 * A real account's own figures (type `real`): what a funded trader follows
 * instead of targets and day counts. Withdrawals leave the balance, so the
 * profit since funding adds back what they took out.
 */
export const realAccountFigures = z.object({
  /** Balance + what withdrawals took out (paid or waiting) − initial balance. */
  profit_since_funding: decimal,
  /** What the trader was paid so far (their share of the profit withdrawn). */
  paid_out: decimal,
  /** What those payouts took from the balance (the trader's and the firm's part). */
  paid_out_debited: decimal,
  /** A request waiting for staff: already taken from the balance. */
  pending_payout: decimal,
  /** The trader's share of profit, percent. */
  share_percent: decimal,
  /** What can be asked for now. */
  withdrawable: decimal,
  can_withdraw: z.boolean(),
  /** When the payout interval lets the next request through (null: after a first trade, or over). */
  next_withdrawal_at: timestamp.nullable(),
  /** Every condition a payout needs (the readiness panel). */
  readiness: payoutReadiness,
  /** The evaluation whose steps this account came from. */
  source: z.object({ user_challenge_id: id, title: z.string() }).nullable(),
})

export const userChallengeDetail = userChallenge.extend({
  steps: z.array(stepSummary),
  rules_version: z.number().int().min(1),
  profit_share: decimal,
  can_request_account: z.boolean(),
  account_request: z
    .object({
      status: z.enum(accountRequestStatuses),
      created_at: timestamp,
      decided_at: timestamp.nullable(),
      /** The staff's note, apart from the status. */
      note: z.string().nullable(),
      /** The real account (a user challenge of type real) once approved. */
      real_user_challenge_id: id.nullable(),
      /** Pending and held by an open risk review (issue 33): the trader is told no more. */
      under_review: z.boolean(),
    })
    .nullable(),
  /** A real account's figures; null for a challenge or a demo. */
  real: realAccountFigures.nullable(),
})

/** Live figures of one step's account and the rules it is judged by. */
export const stepDetail = stepSummary.extend({
  equity: decimal,
  trades: z.number().int().min(0),
  trading_days: z.number().int().min(0),
  min_trading_days: z.number().int().min(0),
  days: z.number().int().min(0),
  day: z.number().int().min(0),
  /** Balance − initial + withdrawn: what trading earned, withdrawals added back. */
  total_profit: decimal,
  /** Net amount withdrawals took from the balance (a real account; otherwise 0). */
  withdrawn: decimal,
  target_profit: decimal,
  /** Worst total drawdown reached (initial − lowest equity since the start), and its limit, in USDT. */
  total_drawdown: decimal,
  /** That worst drawdown as a percent of the initial balance. */
  max_drawdown_percent: decimal,
  max_total_drawdown: decimal,
  /** Today's (an ended step: its last day's) starting balance − lowest equity that day. */
  daily_drawdown: decimal,
  max_daily_drawdown: decimal,
  daily_balance: decimal,
  daily_floor: decimal.nullable(),
  total_floor: decimal.nullable(),
  /**
   * The drawdown rules in the program's words (issue 32), as the terminal's
   * snapshot names them: the limits in percent of the initial balance and
   * how the total floor is measured (static, or trailing the highest
   * end-of-day balance); null where no rule watches the account (the demo).
   */
  daily_limit_percent: decimal.nullable().optional(),
  total_limit_percent: decimal.nullable().optional(),
  total_drawdown_kind: z.enum(drawdownKinds).nullable().optional(),
  /** Next day boundary (daily floor reset). */
  daily_reset_at: timestamp,
  /** The engine's time of this answer: pages count down from it, not from the device's clock. */
  server_time: timestamp,
  expires_at: timestamp.nullable(),
  /**
   * The consistency rule's figures (decision 568); null when the program has
   * none: the best trading day's net profit, and the most one day may hold
   * of the step's profit now (percent × (balance − initial)). A pass needs
   * best_day_profit ≤ allowed.
   */
  consistency: z
    .object({ percent: decimal, best_day_profit: decimal, allowed: decimal })
    .nullable()
    .optional(),
})

export const chartPoint = z.object({ time: timestamp, balance: decimal, equity: decimal })

/**
 * A balance change that is not trading, marked on the chart: a withdrawal
 * (negative: taken out) or its return when staff reject it (positive).
 */
export const chartEvent = z.object({
  time: timestamp,
  type: z.literal('withdrawal'),
  amount: decimal,
})

export const dailyReport = z.object({
  date: z.iso.date(),
  trades: z.number().int().min(0),
  profit: decimal,
  drawdown: decimal,
})

export const stepReports = z.object({
  days: z.array(dailyReport),
  summary: z.object({
    trades: z.number().int().min(0),
    win_rate: decimal,
    average_win: decimal,
    average_loss: decimal,
    profit_factor: decimal.nullable(),
    expectancy: decimal,
  }),
})

const challengeParams = z.object({ userChallengeId: idParam })
const stepParams = challengeParams.extend({ stepId: idParam })

export const titleField = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(60, { error: 'Title is too long' })

export const userChallengeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/userChallenges',
    summary: 'The user’s challenges, demo and real accounts',
    access: 'user',
    query: pageQuery.extend({ type: accountType.optional() }),
    response: paginated(userChallenge),
  }),
  show: endpoint({
    method: 'GET',
    path: '/v1/userChallenges/{userChallengeId}',
    summary: 'One challenge with its steps',
    access: 'user',
    params: challengeParams,
    response: resource(userChallengeDetail),
  }),
  changeTitle: endpoint({
    method: 'POST',
    path: '/v1/userChallenges/{userChallengeId}/changeTitle',
    summary: 'Rename a challenge',
    access: 'user',
    params: challengeParams,
    body: z.object({ title: titleField }),
    response: resource(userChallenge),
  }),
  step: endpoint({
    method: 'GET',
    path: '/v1/userChallenges/{userChallengeId}/steps/{stepId}',
    summary: 'A step’s figures against its rules',
    access: 'user',
    params: stepParams,
    response: resource(stepDetail),
  }),
  stepChart: endpoint({
    method: 'GET',
    path: '/v1/userChallenges/{userChallengeId}/steps/{stepId}/chart',
    summary: 'Balance and equity over time',
    access: 'user',
    params: stepParams,
    response: z.object({ data: z.array(chartPoint), events: z.array(chartEvent) }),
  }),
  stepReports: endpoint({
    method: 'GET',
    path: '/v1/userChallenges/{userChallengeId}/steps/{stepId}/reports',
    summary: 'Per-day trades, profit and drawdown, and trade statistics',
    access: 'user',
    params: stepParams,
    response: resource(stepReports),
  }),
  createDemo: endpoint({
    method: 'POST',
    path: '/v1/userChallenges/createDemo',
    summary: 'Open the one demo account (10 000 USDT, 3 days)',
    access: 'user',
    body: z.object({ title: titleField }),
    response: resource(userChallenge),
  }),
  requestAccount: endpoint({
    method: 'POST',
    path: '/v1/userChallenges/{userChallengeId}/requestAccount',
    summary: 'After the last step: ask for the real account',
    access: 'user',
    params: challengeParams,
    response: resource(userChallengeDetail),
  }),
} as const
