/** A user challenge as the /v1 contract shows it (contract/user-challenges.ts). */
import type { z } from 'zod'
import type {
  condition,
  stepSummary,
  userChallenge,
  userChallengeDetail,
} from '#contract/user-challenges.ts'
import { D } from '#money/decimal.ts'
import { DAY_MS, dayNumber } from '../core/evaluation/day.ts'
import { limitsFor } from '../core/evaluation/limits.ts'
import type { Locale } from '../i18n.ts'
import { accountMoney, type LiveFigures } from './account-money.ts'
import type { ChallengeView, TradingAccountRow } from './read-model.ts'

type UserChallengeWire = z.input<typeof userChallenge>
type DetailWire = z.input<typeof userChallengeDetail>
type ConditionWire = z.input<typeof condition>

const plain = (value: string) => D(value).toString()

/** The account being played: the latest phase opened. */
export function currentAccount(view: ChallengeView): TradingAccountRow {
  const account = view.accounts.at(-1)
  if (!account) throw new Error(`User challenge ${view.challenge.id} has no trading account`)
  return account
}

/**
 * 1-based day of the account, counted like its trading days (day.ts,
 * dayNumber); an ended account stays on the day it ended.
 */
export function dayOf(account: TradingAccountRow, now: Date, boundaryHourUtc: number): number {
  if (!account.startedAt) return 0
  return dayNumber(account.startedAt, account.endedAt ?? now, boundaryHourUtc)
}

function conditionOf(view: ChallengeView, account: TradingAccountRow): ConditionWire {
  const limits = limitsFor(view.challenge.rules, account.phase)
  if (!limits) {
    // The demo: no drawdown rules, only its fixed length.
    const { createdAt, expiresAt } = view.challenge
    const days = expiresAt ? Math.round((expiresAt.getTime() - createdAt.getTime()) / DAY_MS) : 0
    return {
      max_daily_drawdown: '0',
      max_total_drawdown: '0',
      max_total_drawdown_kind: 'static',
      min_trading_days: 0,
      min_profit: '0',
      days,
      consistency_percent: null,
    }
  }
  const consistency = view.challenge.rules.consistencyPercent
  return {
    max_daily_drawdown: plain(limits.maxDdDaily),
    max_total_drawdown: plain(limits.maxDdTotal),
    max_total_drawdown_kind: limits.ddTotalKind ?? 'static',
    min_trading_days: limits.minTradingDays,
    min_profit: plain(limits.minProfit ?? '0'),
    days: limits.days,
    // Judged at a step's pass: the funded account has none.
    consistency_percent:
      consistency != null && limits.minProfit !== null ? plain(consistency) : null,
  }
}

/** The program bought, from the pinned rules (the migration 0010 named the default in old ones). */
function programOf(view: ChallengeView, locale: Locale): UserChallengeWire['program'] {
  const { rules, type } = view.challenge
  if (type === 'demo' || !rules.program) return null
  return {
    id: rules.program.id,
    code: rules.program.code,
    title: rules.program.title[locale],
    steps_count: rules.steps.length,
  }
}

/**
 * A catalogue product's title in the reader's language: the title stored at
 * purchase is in the language of the page that bought it, so while it is
 * still one of the product's titles it follows the reader. A title the
 * trader renamed stays as typed.
 */
export function shownTitle(
  title: string,
  catalogue: { titleEn: string; titleFa: string } | null,
  locale: Locale,
): string {
  if (!catalogue || (title !== catalogue.titleEn && title !== catalogue.titleFa)) return title
  return locale === 'fa' ? catalogue.titleFa : catalogue.titleEn
}

export function presentUserChallenge(
  view: ChallengeView,
  now: Date,
  locale: Locale,
  boundaryHourUtc: number,
  live?: LiveFigures,
): UserChallengeWire {
  const { challenge } = view
  const account = currentAccount(view)
  const money = accountMoney(account, live)
  return {
    id: challenge.id,
    title: shownTitle(challenge.title, view.catalogue, locale),
    type: challenge.type,
    status: challenge.status,
    initial_balance: plain(challenge.initialBalance),
    balance: money.balance,
    equity: money.equity,
    pnl: money.pnl,
    day: dayOf(account, now, boundaryHourUtc),
    current_phase: account.phase,
    condition: conditionOf(view, account),
    features: view.features.map((f) => ({
      id: f.id,
      code: f.code as UserChallengeWire['features'][number]['code'],
      title: f.title[locale],
      description: f.description[locale],
      price_percent: f.pricePercent,
    })),
    challenge: view.catalogue
      ? {
          id: view.catalogue.id,
          title: locale === 'fa' ? view.catalogue.titleFa : view.catalogue.titleEn,
        }
      : null,
    program: programOf(view, locale),
    created_at: challenge.createdAt.toISOString(),
    expires_at: (account.expiresAt ?? challenge.expiresAt)?.toISOString() ?? null,
  }
}

/**
 * A step as the detail lists it; a breach carries the fee its close-out
 * paid (`closeOutFees` by trading account id) and the balance it ended with.
 */
export function presentStep(
  account: TradingAccountRow,
  closeOutFees: ReadonlyMap<number, string> = new Map(),
): z.input<typeof stepSummary> {
  return {
    id: account.id,
    phase: account.phase,
    status: account.status,
    initial_balance: plain(account.initialBalance),
    balance: plain(account.balance),
    started_at: account.startedAt?.toISOString() ?? null,
    ended_at: account.endedAt?.toISOString() ?? null,
    breach: account.breach
      ? {
          rule: account.breach.rule as 'daily_drawdown',
          at: account.breach.at,
          equity: account.breach.equity,
          floor: account.breach.floor,
          limit: account.breach.limit ?? null,
          drawdown_kind: account.breach.kind ?? null,
          close_out_fee: D(closeOutFees.get(account.id) ?? '0').toString(),
          final_balance: plain(account.balance),
        }
      : null,
  }
}

/** The real-account request made after the last step, as the detail shows it. */
export interface AccountRequestFacts {
  status: 'pending' | 'approved' | 'rejected'
  createdAt: Date
  decidedAt: Date | null
  note: string | null
  realUserChallengeId: number | null
  /** Pending and held by an open risk flag (requestOf). */
  underReview?: boolean
}

export function presentUserChallengeDetail(
  view: ChallengeView,
  now: Date,
  locale: Locale,
  boundaryHourUtc: number,
  request: AccountRequestFacts | null = null,
  real: DetailWire['real'] = null,
  live?: LiveFigures,
): DetailWire {
  const rules = view.challenge.rules
  return {
    ...presentUserChallenge(view, now, locale, boundaryHourUtc, live),
    steps: view.accounts.map((a) => presentStep(a, view.closeOutFees)),
    rules_version: rules.version,
    profit_share: plain(rules.profitShare),
    // After the last step, once (engine/real-accounts/request-account.ts).
    can_request_account:
      view.challenge.type === 'challenge' && view.challenge.status === 'passed' && !request,
    account_request: request && {
      status: request.status,
      created_at: request.createdAt.toISOString(),
      decided_at: request.decidedAt?.toISOString() ?? null,
      note: request.note,
      real_user_challenge_id: request.realUserChallengeId,
      under_review: request.status === 'pending' && (request.underReview ?? false),
    },
    real,
  }
}
