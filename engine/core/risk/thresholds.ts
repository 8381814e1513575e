/**
 * What makes a finding a flag (issue 33, docs/decisions/585): the issue's
 * values are the defaults; admins change them (risk_settings), each bounded
 * so a typo cannot switch a detector off or flag every trade.
 */
export const DEFAULT_THRESHOLDS = {
  /** Hedging: opposite positions opened this close together (seconds)… */
  hedgeWindowSeconds: 60,
  /** …whose sizes differ by at most this percent of the larger. */
  hedgeSizePercent: 20,
  /** Copy trading: orders of two users this close (seconds), same symbol and side… */
  copyWindowSeconds: 2,
  /** …at least this many times… */
  copyMinOrders: 10,
  /** …within this many hours. */
  copyPeriodHours: 24,
  /** One address at sign-in links two users once each signed in from it this often. */
  ipSignIns: 2,
  /** Latency: a trade held under this many seconds is a short one… */
  shortTradeSeconds: 10,
  /** …an account with at least this many short trades… */
  latencyMinTrades: 10,
  /** …winning this many percentage points more often than the firm's short trades. */
  latencyWinRateAbovePoints: 30,
  /** Or this many winning short trades that each held across a move the feed guard flagged. */
  latencyFlaggedMoves: 5,
} as const

export type RiskThresholds = { -readonly [K in keyof typeof DEFAULT_THRESHOLDS]: number }

/** The range each threshold may take. */
export const THRESHOLD_BOUNDS: Record<keyof RiskThresholds, [number, number]> = {
  hedgeWindowSeconds: [1, 3600],
  hedgeSizePercent: [0, 100],
  copyWindowSeconds: [0.1, 60],
  copyMinOrders: [2, 1000],
  copyPeriodHours: [1, 168],
  ipSignIns: [1, 100],
  shortTradeSeconds: [1, 600],
  latencyMinTrades: [2, 1000],
  latencyWinRateAbovePoints: [1, 100],
  latencyFlaggedMoves: [1, 1000],
}

/** Stored values over the defaults; a stored value out of its range keeps the default. */
export function thresholdsOf(stored: Record<string, unknown> | null | undefined): RiskThresholds {
  const out: RiskThresholds = { ...DEFAULT_THRESHOLDS }
  for (const key of Object.keys(DEFAULT_THRESHOLDS) as (keyof RiskThresholds)[]) {
    const v = stored?.[key]
    const [min, max] = THRESHOLD_BOUNDS[key]
    // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite is false for anything not a number; typeof narrows the type only
    if (typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max) out[key] = v
  }
  return out
}
