/** The dashboard's four cards: New Challenge, Trade Market, Support, Rules. */
import { Link } from '@tanstack/react-router'
import { BookOpen, CandlestickChart, LifeBuoy, type LucideIcon, PlusCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'

const cardClass =
  'group flex h-full min-w-0 items-start gap-4 rounded-xl border bg-card p-5 transition-colors hover:border-primary hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50'

function CardBody({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <>
      <span className="rounded-lg bg-primary/10 p-2.5 text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="grid min-w-0 gap-1">
        <span className="font-semibold">{title}</span>
        <span className="text-muted-foreground text-sm">{text}</span>
      </span>
    </>
  )
}

export function ShortcutCards({ rulesUrl }: { rulesUrl: string }) {
  const item = (tour: string, child: ReactNode) => (
    // The li carries the tour's mark: it has a box of its own (a
    // `display: contents` element has none to point at).
    <li data-tour={tour} className="min-w-0">
      {child}
    </li>
  )
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={m.dashboard_shortcuts()}>
      {item(
        'new-challenge',
        <Link to="/challenges/new" className={cardClass}>
          <CardBody
            icon={PlusCircle}
            title={m.dashboard_card_new()}
            text={m.dashboard_card_new_text()}
          />
        </Link>,
      )}
      {item(
        'trade-market',
        <Link to="/trade" className={cardClass}>
          <CardBody
            icon={CandlestickChart}
            title={m.dashboard_card_trade()}
            text={m.dashboard_card_trade_text()}
          />
        </Link>,
      )}
      {item(
        'support',
        <Link to="/tickets" className={cardClass}>
          <CardBody
            icon={LifeBuoy}
            title={m.dashboard_card_support()}
            text={m.dashboard_card_support_text()}
          />
        </Link>,
      )}
      {item(
        'rules',
        <a href={rulesUrl} target="_blank" rel="noreferrer" className={cardClass}>
          <CardBody
            icon={BookOpen}
            title={m.dashboard_card_rules()}
            text={m.dashboard_card_rules_text()}
          />
        </a>,
      )}
    </ul>
  )
}
