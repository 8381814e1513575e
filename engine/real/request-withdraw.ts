/**
 * A profit withdrawal request (rules.md): amount ≤ withdrawable, and
 * amount ÷ share leaves the account balance at once through the trading
 * shell (a WITHDRAWAL ledger row and the balance, in the same transaction
 * as the request row). It goes to one of the user's payout addresses past
 * its 24 hours, with a fresh second factor (docs/decisions/393). Requests of one account run one at a time, so of
 * fifty at once for the whole profit exactly one passes. Whether the account
 * may ask at all is its payout readiness (readiness.ts), the panel's own.
 */
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { requestWithdrawBody } from '#contract/real.ts'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import { AMOUNT_SCALE, debitFor } from '../core/withdrawals/real-withdrawable.ts'
import { realWithdraws, withdrawTypes } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { fieldError } from '../errors.ts'
import { usableAddress } from '../payouts/addresses.ts'
import { checkMoneyOutCode } from '../payouts/second-factor.ts'
import { payoutTexts } from '../payouts/texts.ts'
import { shiftDailyBalance } from './daily-balance.ts'
import { refusalOf } from './readiness.ts'
import { realAccountState, realAccountsOf } from './real-accounts.ts'
import { realTexts } from './texts.ts'

type Body = z.output<typeof requestWithdrawBody>
export type RealWithdrawRow = typeof realWithdraws.$inferSelect

export async function requestRealWithdraw(
  ctx: EngineContext,
  userId: number,
  body: Body,
  locale: string,
): Promise<RealWithdrawRow> {
  const amount = D(body.amount)
  if (!amount.round(AMOUNT_SCALE, 'down').eq(amount))
    throw fieldError('amount', realTexts.amountTooPrecise)
  const [row] = await realAccountsOf(ctx, userId, body.user_challenge_id)
  if (!row) throw fieldError('user_challenge_id', realTexts.accountUnknown)

  return ctx.realAccountLocks.run(row.account.id, async () => {
    const state = await realAccountState(ctx, row)
    // The readiness panel's first unmet condition, word for word (issue 31); an
    // identity not cleared (decision 590) is one of them: nothing leaves the balance.
    if (state.readiness.blocking) throw refusalOf(state.readiness.blocking, locale, ctx.clock.now())
    const address = await usableAddress(ctx, userId, body.address_id, locale)
    // The address's network is the payout type (USDT_TRC20, USDT_ERC20: seed data).
    const [type] = await ctx.db
      .select()
      .from(withdrawTypes)
      .where(and(eq(withdrawTypes.code, `USDT_${address.network}`), eq(withdrawTypes.active, true)))
    if (!type)
      throw fieldError('address_id', payoutTexts.networkNotOffered, { network: address.network })
    if (amount.gt(state.withdrawable))
      throw fieldError('amount', realTexts.amountTooLarge, { max: state.withdrawable.toString() })
    const debited = debitFor(amount, D(state.sharePercent), state.totalProfit)
    // The second factor last: a request refused above does not spend it. It
    // is taken before the trading shell's write, whose state is in memory too.
    const factor = await checkMoneyOutCode(ctx, userId, body.code)
    await transaction(ctx, (tx) => factor.take(tx))
    const now = ctx.clock.now()
    let created: RealWithdrawRow | undefined
    await shiftDailyBalance(ctx, row.account.id, debited.neg())
    await ctx.trading.adjustBalance(row.account.id, 'WITHDRAWAL', debited.neg(), async (tx) => {
      ;[created] = await tx
        .insert(realWithdraws)
        .values({
          userId,
          userChallengeId: row.challenge.id,
          tradingAccountId: row.account.id,
          typeId: type.id,
          address: address.address,
          network: address.network,
          addressAddedAt: address.createdAt,
          amount: amount.toString(),
          debited: debited.toString(),
          sharePercent: state.sharePercent,
          status: 'pending',
          description: body.description,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
    })
    if (!created) throw new Error('withdrawal request was not written')
    return created
  })
}
