/** The symbol dropdown's popover, loaded on its first opening (symbol-search.tsx). */
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { Popover } from 'radix-ui'
import { type ReactElement, useState } from 'react'
import { Input } from '~/components/ui/input'
import { coinPairsQuery } from '~/lib/queries/coin-pairs'
import { grouped, percent } from '~/lib/trade/format'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

export default function SymbolSearchContent({
  userChallengeId,
  symbol,
  trigger,
  open,
  setOpen,
}: {
  userChallengeId: number
  symbol: string
  trigger: ReactElement
  open: boolean
  setOpen(open: boolean): void
}) {
  const [term, setTerm] = useState('')
  const pairs = useQuery({ ...coinPairsQuery(), enabled: open })
  const wanted = term.trim().toUpperCase()
  const shown = (pairs.data?.data ?? []).filter((p) => p.code.includes(wanted))
  const navigate = useNavigate()
  // The highlighted row: arrows move it, Enter opens it (the first one while none is chosen).
  const [active, setActive] = useState(0)
  const current = Math.min(active, Math.max(shown.length - 1, 0))
  const choose = (code: string) => {
    setOpen(false)
    void navigate({
      to: '/trade/$userChallengeId/$symbol',
      params: { userChallengeId: String(userChallengeId), symbol: code },
    })
  }
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (shown.length === 0) return
      const next = (current + (event.key === 'ArrowDown' ? 1 : -1) + shown.length) % shown.length
      setActive(next)
      document
        .getElementById(`symbol-option-${shown[next]?.code}`)
        ?.scrollIntoView({ block: 'nearest' })
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const pick = shown[current]
      if (pick) choose(pick.code)
    }
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
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
              onChange={(e) => {
                setTerm(e.target.value)
                setActive(0)
              }}
              onKeyDown={onKeyDown}
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
            {shown.map((p, index) => (
              <li key={p.code} id={`symbol-option-${p.code}`}>
                <Link
                  to="/trade/$userChallengeId/$symbol"
                  params={{ userChallengeId: String(userChallengeId), symbol: p.code }}
                  onClick={() => setOpen(false)}
                  data-active={index === current}
                  className={cn(
                    'flex items-center justify-between gap-3 rounded px-2 py-1.5 text-sm hover:bg-accent',
                    p.code === symbol && 'bg-accent',
                    index === current && 'ring-1 ring-primary',
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
