/**
 * Assets: balance, equity, unrealized PNL, margin, free margin, daily
 * balance, recomputed from live marks with the engine's arithmetic; each
 * figure is its own subscriber, so a tick re-renders only figures it moves.
 * A challenge or real account also shows its distance to the daily floor
 * (the engine's floor, decision 455) and the countdown to the day's reset.
 */
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { D } from '#money/decimal.ts'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { formatLimit, formatPercent, localDigits } from '~/lib/format'
import { tradeKeys } from '~/lib/queries/trade'
import {
  type AccountFigures,
  type AccountInputs,
  accountFigures,
} from '~/lib/trade/account-figures'
import { engineDeadline, hms } from '~/lib/trade/engine-deadline'
import { groupedCents, limitCents, signClass } from '~/lib/trade/format'
import { markOf, useMarksDerived } from '~/lib/trade/market-store'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

type Field = keyof AccountFigures

/** The snapshot's evaluation, whose identity marks one answer of the engine. */
interface ResetSource {
  daily_reset_at: string
  daily_reset_in: number
}

function Figure({ inputs, field, label }: { inputs: AccountInputs; field: Field; label: string }) {
  const latest = useRef(inputs)
  latest.current = inputs
  const value = useMarksDerived(
    () => accountFigures(latest.current, markOf)[field],
    () => accountFigures(latest.current, () => undefined)[field],
  )
  return (
    <div className="flex items-center justify-between gap-3 py-1 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd
        dir="ltr"
        data-testid={`assets-${field}`}
        data-value={value}
        className={cn('font-medium tabular-nums', field === 'unrealized_pnl' && signClass(value))}
      >
        {/* Free margin is a limit the trader acts on: cut, never more than there is (decision 556). */}
        {field === 'free_margin' ? limitCents(value) : groupedCents(value)}
      </dd>
    </div>
  )
}

/** Equity − daily floor, in USDT and as a percent of the equity, live. */
function DailyRoom({ inputs, floor }: { inputs: AccountInputs; floor: string }) {
  const latest = useRef(inputs)
  latest.current = inputs
  const equity = useMarksDerived(
    () => accountFigures(latest.current, markOf).equity,
    () => accountFigures(latest.current, () => undefined).equity,
  )
  const room = D(equity).sub(floor)
  const percent = D(equity).isPositive() ? room.mul(100).div(equity, 2, 'half-even') : D(0)
  return (
    <div className="flex items-center justify-between gap-3 py-1 text-sm">
      <dt className="text-muted-foreground">{m.trade_daily_room()}</dt>
      <dd
        dir="ltr"
        data-testid="assets-daily-room"
        data-value={room.toString()}
        className={cn('font-medium tabular-nums', room.isPositive() ? '' : 'text-short')}
      >
        {formatLimit(room.toString())} · {formatPercent(percent.toString(), { decimals: 2 })}
      </dd>
    </div>
  )
}

/**
 * Time left to the day boundary on the engine's clock (engine-deadline.ts),
 * not the browser's; at zero the floors are read again from the engine.
 */
function ResetCountdown({
  evaluation,
  userChallengeId,
}: {
  evaluation: ResetSource
  userChallengeId: number
}) {
  const queryClient = useQueryClient()
  const [left, setLeft] = useState<number | null>(null)
  useEffect(() => {
    const end = engineDeadline(evaluation, evaluation.daily_reset_in, performance.now())
    const tick = () => setLeft(end - performance.now())
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [evaluation])
  const over = left !== null && left <= 0
  useEffect(() => {
    if (!over) return
    // A little after the boundary, so the engine has rolled the day.
    const timer = setTimeout(
      () =>
        void queryClient.invalidateQueries({
          queryKey: [...tradeKeys.account(userChallengeId), 'snapshot'],
        }),
      1500,
    )
    return () => clearTimeout(timer)
  }, [over, queryClient, userChallengeId])
  return (
    <div className="flex items-center justify-between gap-3 py-1 text-sm">
      <dt className="text-muted-foreground">{m.trade_daily_reset()}</dt>
      <dd dir="ltr" data-testid="assets-daily-reset" className="font-medium tabular-nums">
        {left === null ? '--:--:--' : localDigits(hms(left))}
      </dd>
    </div>
  )
}

export function AssetsPanel({
  inputs,
  userChallengeId,
  evaluation,
}: {
  inputs: AccountInputs | null
  userChallengeId: number
  /** The engine's daily floor and next day boundary; absent on the demo. */
  evaluation?: (ResetSource & { daily_floor: string }) | null
}) {
  return (
    <Card data-tour="trade-assets">
      <CardHeader>
        <CardTitle>{m.trade_assets()}</CardTitle>
      </CardHeader>
      <CardContent>
        {inputs ? (
          <dl>
            <Figure inputs={inputs} field="balance" label={m.trade_balance()} />
            <Figure inputs={inputs} field="equity" label={m.trade_equity()} />
            <Figure inputs={inputs} field="unrealized_pnl" label={m.trade_unrealized_pnl()} />
            <Figure inputs={inputs} field="margin" label={m.trade_margin()} />
            <Figure inputs={inputs} field="free_margin" label={m.trade_free_margin()} />
            <Figure inputs={inputs} field="daily_balance" label={m.trade_daily_balance()} />
            {evaluation ? (
              <>
                <DailyRoom inputs={inputs} floor={evaluation.daily_floor} />
                <ResetCountdown evaluation={evaluation} userChallengeId={userChallengeId} />
              </>
            ) : null}
          </dl>
        ) : (
          <p className="text-muted-foreground text-sm">{m.trade_loading()}</p>
        )}
        <Link
          to="/challenges/$userChallengeId"
          params={{ userChallengeId: String(userChallengeId) }}
          className="mt-3 inline-block text-primary text-sm underline-offset-4 hover:underline"
        >
          {m.trade_view_statement()}
        </Link>
      </CardContent>
    </Card>
  )
}
