/** The symbol dropdown: search the pairs, pick one to open it in the terminal. */
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ChevronDown, Search } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useState } from 'react'
import { Input } from '~/components/ui/input'
import { coinPairsQuery } from '~/lib/queries/coin-pairs'
import { grouped, percent } from '~/lib/trade/format'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

export function SymbolSearch({
  userChallengeId,
  symbol,
}: {
  userChallengeId: number
  symbol: string
}) {
  const [open, setOpen] = useState(false)
  const [term, setTerm] = useState('')
  const pairs = useQuery({ ...coinPairsQuery(), enabled: open })
  const wanted = term.trim().toUpperCase()
  const shown = (pairs.data?.data ?? []).filter((p) => p.code.includes(wanted))
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        data-tour="trade-symbol"
        className="inline-flex items-center gap-2 rounded-md border px-3 py-2 font-semibold text-lg hover:bg-accent"
        aria-label={m.trade_choose_symbol()}
      >
        <span dir="ltr">{symbol}</span>
        <ChevronDown className="size-4" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-80 rounded-md border bg-popover p-2 text-popover-foreground shadow-md"
        >
          <div className="relative mb-2">
            <Search
              className="pointer-events-none absolute start-3 top-3 size-4 text-muted-foreground"
              aria-hidden
            />
            <Input
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              placeholder={m.trade_search_symbol()}
              aria-label={m.trade_search_symbol()}
              className="ps-9"
              autoFocus
            />
          </div>
          <ul className="max-h-72 overflow-y-auto" aria-label={m.trade_symbols()}>
            {pairs.isError ? (
              <li className="p-2 text-destructive text-sm">{m.trade_pairs_failed()}</li>
            ) : null}
            {pairs.isSuccess && shown.length === 0 ? (
              <li className="p-2 text-muted-foreground text-sm">{m.trade_no_pair_found()}</li>
            ) : null}
            {shown.map((p) => (
              <li key={p.code}>
                <Link
                  to="/trade/$userChallengeId/$symbol"
                  params={{ userChallengeId: String(userChallengeId), symbol: p.code }}
                  onClick={() => setOpen(false)}
                  className={cn(
                    'flex items-center justify-between gap-3 rounded px-2 py-1.5 text-sm hover:bg-accent',
                    p.code === symbol && 'bg-accent',
                  )}
                >
                  <span dir="ltr" className="font-medium">
                    {p.code}
                  </span>
                  <span dir="ltr" className="tabular-nums">
                    {grouped(p.ticker.last)}{' '}
                    <span
                      className={p.ticker.change_24h.startsWith('-') ? 'text-short' : 'text-long'}
                    >
                      {percent(p.ticker.change_24h)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
