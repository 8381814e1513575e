/** The accounts that matter most (decision 580): by profit, drawdown used and size held, each linked to its history. */
import { Link } from '@tanstack/react-router'
import type { DeskAccount } from '#contract/risk-desk.ts'
import { accountTypeText } from '~/components/staff/staff-words'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatAmount, formatPercent } from '~/lib/challenges/format'
import { m } from '~/paraglide/messages'

function TopList({
  title,
  rows,
  figure,
  testId,
}: {
  title: string
  rows: DeskAccount[]
  figure: (a: DeskAccount) => string
  testId: string
}) {
  return (
    <section
      className="grid content-start gap-2 rounded-xl border bg-card p-4"
      data-testid={testId}
    >
      <h3 className="font-semibold text-sm">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{m.risk_none()}</p>
      ) : (
        <ol className="grid gap-1 text-sm">
          {rows.map((a) => (
            <li key={a.user_challenge_id} className="flex items-center justify-between gap-2">
              <Link
                to="/staff/accounts/$userChallengeId"
                params={{ userChallengeId: a.user_challenge_id }}
                className="min-w-0 truncate underline-offset-4 hover:underline"
              >
                <bdi>{a.email}</bdi>
                <span className="text-muted-foreground text-xs">
                  {' · '}
                  {accountTypeText(a.type)}
                </span>
              </Link>
              <LtrFigure>{figure(a)}</LtrFigure>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

export function TopAccounts({
  top,
}: {
  top: { profit: DeskAccount[]; drawdown: DeskAccount[]; size: DeskAccount[] }
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <TopList
        title={m.risk_top_profit()}
        rows={top.profit}
        figure={(a) => formatAmount(a.profit)}
        testId="top-profit"
      />
      <TopList
        title={m.risk_top_drawdown()}
        rows={top.drawdown}
        figure={(a) => formatPercent(a.drawdown_used ?? '0')}
        testId="top-drawdown"
      />
      <TopList
        title={m.risk_top_size()}
        rows={top.size}
        figure={(a) => formatAmount(a.notional)}
        testId="top-size"
      />
    </div>
  )
}
