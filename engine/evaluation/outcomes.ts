/**
 * What a decision of the evaluation core does to the records: a breach or
 * an expiry ends the step through ctx.trading.closeOut (orders cancelled,
 * positions closed at market, the status rows and the notification in the
 * same transaction); a pass ends the step (resting orders cancelled) and
 * opens the program's next step or completes the challenge (warnings: warnings.ts). Events
 * go out after the commit.
 */
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { type accountMomentEvent, channels } from '#contract/broadcasting.ts'
import { D } from '#money/decimal.ts'
import { issueCertificate } from '../certificates/issue.ts'
import type { EngineContext } from '../context.ts'
import type { Decision } from '../core/evaluation/evaluate.ts'
import { limitsFor, ruleTerms, STEP_NUMBER } from '../core/evaluation/limits.ts'
import type { NextPhase } from '../core/evaluation/phases.ts'
import type { DbOrTx } from '../db/client.ts'
import { tradingAccounts, userChallenges } from '../db/schema/index.ts'
import { type AfterCommitHook, afterCommit, collectingHooks, runHooks } from '../db/transaction.ts'
import { notify, pendingNotification } from '../notifications/notify.ts'
import type { TradingAccountRow, UserChallengeRow } from '../trading/threshold-policy.ts'
import { forgetTradeAccount } from '../trading/trade-account.ts'
import { recordSamples, type Sample, sampleOf } from './samples.ts'
import { evaluationTexts as texts } from './texts.ts'

type Ending = Extract<Decision, { kind: 'breach' | 'expire' }>
type ChallengeStatus = UserChallengeRow['status']

function publishStatus(
  ctx: EngineContext,
  challenge: UserChallengeRow,
  status: ChallengeStatus,
  reason: string,
  equity: string | null,
): void {
  const event = { user_challenge_id: challenge.id, status, reason, equity }
  ctx.events.publish(channels.account(challenge.id), 'account.status', event)
  ctx.events.publish(channels.user(challenge.userId), 'account.status', event)
}

/** The account's figures as the shell holds them after its close-out: the step's last sample. */
function finalSample(ctx: EngineContext, accountId: number, at: Date): Sample {
  const held = ctx.trading.held.account(accountId)
  if (!held) throw new Error(`account ${accountId} is not held`)
  return sampleOf(accountId, at, held)
}

/** The account's moment for the terminal (contract/broadcasting.ts `moment`, decision 456). */
function publishMoment(
  ctx: EngineContext,
  challenge: UserChallengeRow,
  moment: z.input<typeof accountMomentEvent>,
): void {
  ctx.events.publish(channels.account(challenge.id), 'moment', moment)
}

/** Runs `work` in the close-out's transaction; its notifications go out after the commit. */
async function closeOutWith(
  ctx: EngineContext,
  account: TradingAccountRow,
  status: 'failed' | 'expired' | 'passed',
  reason: string,
  work: (tx: DbOrTx) => Promise<void>,
): Promise<void> {
  const hooks: AfterCommitHook[] = []
  await ctx.trading.closeOut(account.id, status, reason, (tx) =>
    collectingHooks(tx, hooks, () => work(tx)),
  )
  forgetTradeAccount(ctx, account.userChallengeId)
  await runHooks(ctx, hooks)
}

/** Breach (equity ≤ a floor) or expiry (days elapsed): the step and the challenge end. */
export async function endStep(
  ctx: EngineContext,
  account: TradingAccountRow,
  challenge: UserChallengeRow,
  decision: Ending,
): Promise<void> {
  const breach = decision.kind === 'breach'
  const status = breach ? 'failed' : 'expired'
  // The rule in the program's words: its limit and how its floor is measured.
  const terms = breach ? ruleTerms(limitsFor(challenge.rules, account.phase), decision.rule) : null
  const trailing = breach && decision.rule === 'total_drawdown' && terms?.kind === 'trailing'
  const reason = !breach
    ? texts.reasonExpired
    : decision.rule === 'daily_drawdown'
      ? texts.reasonDaily
      : trailing
        ? texts.reasonTrailing
        : texts.reasonTotal
  const record = {
    rule: decision.rule,
    at: decision.at.toISOString(),
    equity: D(decision.equity).toString(),
    floor: breach ? D(decision.floor).toString() : null,
    ...(terms ? { limit: D(terms.limit).toString(), kind: terms.kind } : {}),
  }
  const now = ctx.clock.now()
  const notification = pendingNotification(ctx, {
    userId: challenge.userId,
    type: breach ? 'breach' : 'challenge_expired',
    title: breach ? texts.breachTitle : texts.expiredTitle,
    body: !breach
      ? texts.expiredBody
      : decision.rule === 'daily_drawdown'
        ? texts.breachDailyBody
        : trailing
          ? texts.breachTrailingBody
          : texts.breachTotalBody,
    params: { title: challenge.title, equity: record.equity, floor: record.floor ?? '' },
    link: `/challenges/${challenge.id}`,
    data: { user_challenge_id: challenge.id, step_id: account.id, rule: decision.rule },
  })
  // One statement with the close-out's own rows: one round trip, atomic (decision 350).
  const [notificationId] = await ctx.trading.closeOut(account.id, status, reason, {
    endings: new Map([
      [account.id, { status, endedAt: decision.at, breach: record, updatedAt: now }],
    ]),
    // Built when the write runs, after the core closed the positions: the final figures.
    rows: () => ({
      challenges: [{ id: challenge.id, status, endedAt: decision.at, updatedAt: now }],
      samples: [finalSample(ctx, account.id, now)],
      notifications: [notification.values],
    }),
  })
  forgetTradeAccount(ctx, account.userChallengeId)
  if (notificationId === undefined) throw new Error('breach notification insert returned nothing')
  notification.publish(notificationId)
  publishStatus(ctx, challenge, status, decision.rule, record.equity)
  if (decision.kind === 'breach' && terms)
    publishMoment(ctx, challenge, {
      kind: 'breach',
      user_challenge_id: challenge.id,
      rule: decision.rule,
      limit: D(terms.limit).toString(),
      drawdown_kind: terms.kind,
      equity: record.equity,
      floor: D(decision.floor).toString(),
    })
}

/** All conditions met: the step passes; Step 2 opens or the challenge is passed. */
export async function passStep(
  ctx: EngineContext,
  account: TradingAccountRow,
  challenge: UserChallengeRow,
  at: Date,
  next: NextPhase,
): Promise<void> {
  const now = ctx.clock.now()
  const laterStep = next.kind === 'step' && account.phase !== 'step1'
  let nextAccountId: number | null = null
  await closeOutWith(ctx, account, 'passed', texts.passedTitle, async (tx) => {
    await tx
      .update(tradingAccounts)
      .set({ status: 'passed', endedAt: at, updatedAt: now })
      .where(eq(tradingAccounts.id, account.id))
    await recordSamples(tx, [finalSample(ctx, account.id, at)])
    if (next.kind === 'step') {
      const [opened] = await tx
        .insert(tradingAccounts)
        .values({
          userChallengeId: challenge.id,
          phase: next.phase,
          status: 'active',
          initialBalance: next.initialBalance,
          balance: next.initialBalance,
          dailyBalance: next.initialBalance,
          dayStartedAt: next.startsAt,
          maxLeverage: challenge.rules.maxLeverage,
          startedAt: next.startsAt,
          expiresAt: next.expiresAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: tradingAccounts.id })
      if (!opened) throw new Error('trading account insert returned nothing')
      nextAccountId = opened.id
      await recordSamples(tx, [
        { accountId: opened.id, at, balance: next.initialBalance, equity: next.initialBalance },
      ])
    } else {
      await tx
        .update(userChallenges)
        .set({ status: 'passed', endedAt: at, updatedAt: now })
        .where(eq(userChallenges.id, challenge.id))
    }
    await notify(ctx, tx, {
      userId: challenge.userId,
      type: 'step_passed',
      title: texts.passedTitle,
      // Step 1 → 2 keeps its first words; Step 2 → 3 names its numbers.
      body:
        next.kind !== 'step'
          ? texts.passedLastBody
          : laterStep
            ? texts.passedStepBody
            : texts.passedNextBody,
      params: {
        title: challenge.title,
        size: D(challenge.initialBalance).toString(),
        ...(laterStep
          ? { step: STEP_NUMBER[account.phase] ?? 1, next: STEP_NUMBER[next.phase] ?? 1 }
          : {}),
      },
      link: `/challenges/${challenge.id}`,
      data: { user_challenge_id: challenge.id, step_id: account.id, next_step_id: nextAccountId },
    })
    // The pass, certified and signed in the same transaction (issue 35).
    await issueCertificate(ctx, tx, {
      kind: 'step_passed',
      userId: challenge.userId,
      userChallengeId: challenge.id,
      subject: `trading_account:${account.id}`,
      program: challenge.title,
      accountSize: challenge.initialBalance,
      step: STEP_NUMBER[account.phase] ?? 1,
      date: at,
      payout: null,
    })
    afterCommit(ctx, tx, () => {
      publishStatus(
        ctx,
        challenge,
        next.kind === 'step' ? 'active' : 'passed',
        next.kind === 'step' ? 'step_passed' : 'challenge_passed',
        null,
      )
      publishMoment(ctx, challenge, {
        kind: 'passed',
        user_challenge_id: challenge.id,
        step: STEP_NUMBER[account.phase] ?? 1,
        next_step: next.kind === 'step' ? (STEP_NUMBER[next.phase] ?? null) : null,
        next_balance: next.kind === 'step' ? D(next.initialBalance).toString() : null,
      })
    })
  })
  if (nextAccountId !== null) await ctx.trading.ensureLoaded(nextAccountId)
}
