/**
 * One tab's trading history on the details page: that step's (or the real
 * account's) orders, trades and transactions, listed by `step` so an ended
 * step stays listed.
 */
import { Tabs } from 'radix-ui'
import { useState } from 'react'
import {
  OrderHistoryTable,
  TradeHistoryTable,
  TransactionHistoryTable,
} from '~/components/trade/tables/history-tables'
import { m } from '~/paraglide/messages'

type Tab = 'trades' | 'orders' | 'transactions'

export function StepHistory({ id, stepId }: { id: number; stepId: number }) {
  const [tab, setTab] = useState<Tab>('trades')
  const tabs: Array<[Tab, string]> = [
    ['trades', m.trade_tab_trade_history()],
    ['orders', m.trade_tab_order_history()],
    ['transactions', m.trade_tab_transaction_history()],
  ]
  return (
    <section
      aria-labelledby={`history-${stepId}`}
      className="grid min-w-0 gap-3 rounded-xl border bg-card p-5"
      data-testid="step-history"
    >
      <h2 id={`history-${stepId}`} className="font-semibold">
        {m.challenges_history_heading()}
      </h2>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)} className="grid min-w-0 gap-3">
        <Tabs.List className="flex flex-wrap gap-1" aria-label={m.challenges_history_heading()}>
          {tabs.map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="rounded-md px-3 py-1.5 text-muted-foreground text-sm data-[state=active]:bg-accent data-[state=active]:text-foreground"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="trades" className="min-w-0">
          <TradeHistoryTable userChallengeId={id} step={stepId} />
        </Tabs.Content>
        <Tabs.Content value="orders" className="min-w-0">
          <OrderHistoryTable userChallengeId={id} step={stepId} />
        </Tabs.Content>
        <Tabs.Content value="transactions" className="min-w-0">
          <TransactionHistoryTable userChallengeId={id} step={stepId} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  )
}
