/**
 * Assets: balance, equity, unrealized PNL, margin, free margin, daily
 * balance, recomputed from live marks with the engine's arithmetic; each
 * figure is its own subscriber, so a tick re-renders only figures it moves.
 */
import { Link } from '@tanstack/react-router'
import { useRef } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import {
  type AccountFigures,
  type AccountInputs,
  accountFigures,
} from '~/lib/trade/account-figures'
import { groupedCents, signClass } from '~/lib/trade/format'
import { markOf, useMarksDerived } from '~/lib/trade/market-store'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

type Field = keyof AccountFigures

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
        {groupedCents(value)}
      </dd>
    </div>
  )
}

export function AssetsPanel({
  inputs,
  userChallengeId,
}: {
  inputs: AccountInputs | null
  userChallengeId: number
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
