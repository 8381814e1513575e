import { Link } from '@tanstack/react-router'
import type { UserChallenge } from '#contract/user-challenges.ts'
import { StatusPill } from '~/components/money/status-pill'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { localDigits } from '~/lib/format'
import { formatDateTime, formatUsdt } from '~/lib/money-format'
import { serverNow } from '~/lib/server-clock'
import { m } from '~/paraglide/messages'

/** Expired by the engine's word, or past its end on the server's clock (the engine closes it lazily). */
export function demoExpired(demo: UserChallenge, now = serverNow()): boolean {
  if (demo.status === 'expired') return true
  return demo.expires_at !== null && new Date(demo.expires_at).getTime() <= now
}

/** The one demo account: its figures, its end, and the way to trade while it lasts. */
export function DemoAccountCard({ demo }: { demo: UserChallenge }) {
  const expired = demoExpired(demo)
  return (
    <Card data-testid="demo-account">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{demo.title}</CardTitle>
          <CardDescription>
            {demo.expires_at
              ? (expired ? m.demo_expired_at : m.demo_expires_at)({
                  date: formatDateTime(demo.expires_at),
                })
              : null}
          </CardDescription>
        </div>
        <StatusPill status={expired ? 'expired' : demo.status} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label={m.money_col_balance()} value={formatUsdt(demo.balance)} />
          <Figure label={m.money_col_equity()} value={formatUsdt(demo.equity)} />
          <Figure label={m.demo_pnl()} value={formatUsdt(demo.pnl)} />
          <Figure
            label={m.money_col_status()}
            value={expired ? m.money_status_expired() : m.demo_day({ day: localDigits(demo.day) })}
          />
        </dl>
        {expired ? (
          <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
            {m.demo_expired_notice()}
          </p>
        ) : (
          <Button asChild className="justify-self-start">
            <Link
              to="/trade/$userChallengeId/$symbol"
              params={{ userChallengeId: String(demo.id), symbol: 'BTCUSDT' }}
            >
              {m.demo_trade()}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium tabular-nums" dir="ltr">
        {value}
      </dd>
    </div>
  )
}
