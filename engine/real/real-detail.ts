/**
 * A real account's figures on its details page (contract
 * realAccountFigures): profit since funding with the withdrawals added
 * back, what was paid out and what it took from the balance, the share,
 * what can be asked for now and from when, and the evaluation it came from.
 */

import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { realAccountFigures } from '#contract/user-challenges.ts'
import { D, type Decimal } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import {
  challenges,
  realAccountRequests,
  realWithdraws,
  userChallenges,
} from '../db/schema/index.ts'
import type { Locale } from '../i18n.ts'
import { currentAccount, shownTitle } from '../user-challenges/present.ts'
import type { ChallengeView } from '../user-challenges/read-model.ts'
import { readinessView } from './readiness.ts'
import { realAccountState } from './real-accounts.ts'

type Figures = z.input<typeof realAccountFigures>

const sum = (values: string[]): Decimal => values.reduce((a, v) => a.add(D(v)), D(0))

export async function realAccountFiguresOf(
  ctx: EngineContext,
  view: ChallengeView,
  locale: Locale,
): Promise<Figures | null> {
  if (view.challenge.type !== 'real') return null
  const account = currentAccount(view)
  const [state, withdraws, [source]] = await Promise.all([
    realAccountState(ctx, { challenge: view.challenge, account }),
    ctx.db
      .select({
        amount: realWithdraws.amount,
        debited: realWithdraws.debited,
        status: realWithdraws.status,
      })
      .from(realWithdraws)
      .where(eq(realWithdraws.tradingAccountId, account.id)),
    ctx.db
      .select({
        id: userChallenges.id,
        title: userChallenges.title,
        product: { titleEn: challenges.titleEn, titleFa: challenges.titleFa },
      })
      .from(realAccountRequests)
      .innerJoin(userChallenges, eq(userChallenges.id, realAccountRequests.userChallengeId))
      .leftJoin(challenges, eq(challenges.id, userChallenges.challengeId))
      .where(eq(realAccountRequests.realUserChallengeId, view.challenge.id)),
  ])
  const paid = withdraws.filter((w) => w.status === 'paid')
  const pending = withdraws.filter((w) => w.status === 'pending')
  const paidDebited = sum(paid.map((w) => w.debited))
  const pendingDebited = sum(pending.map((w) => w.debited))
  const profit = D(state.balance)
    .add(paidDebited)
    .add(pendingDebited)
    .sub(D(account.initialBalance))
  return {
    profit_since_funding: profit.toString(),
    paid_out: sum(paid.map((w) => w.amount)).toString(),
    paid_out_debited: paidDebited.toString(),
    pending_payout: sum(pending.map((w) => w.amount)).toString(),
    share_percent: state.sharePercent,
    withdrawable: state.withdrawable.toString(),
    can_withdraw: state.readiness.ready,
    next_withdrawal_at: state.nextWithdrawalAt?.toISOString() ?? null,
    readiness: readinessView(state.readiness, locale),
    source: source
      ? {
          user_challenge_id: source.id,
          title: shownTitle(source.title, source.product?.titleEn ? source.product : null, locale),
        }
      : null,
  }
}
