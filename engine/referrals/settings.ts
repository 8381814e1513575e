/**
 * The referral programme's figures (rules.md, Referral programme). Kept
 * here, in one place, until staff edit rule settings (decision 241).
 */
export const referralSettings = {
  /** Percent of the challenge's list price (not features) the inviter earns. */
  rewardPercent: '10',
  /** The refund window: a reward is pending this long, then available. */
  pendingDays: 14,
  /** The smallest withdrawal, USDT. */
  minWithdraw: '20',
  currency: 'USDT' as const,
}
