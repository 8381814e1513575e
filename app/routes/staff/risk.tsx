/**
 * The risk desk (issue 33 §1, decision 580): the firm's exposure per
 * symbol live, the kill switches standing, the business of today and 30
 * days, and the accounts that matter most. Risk and admin only.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/page-header'
import { DeskFigures } from '~/components/risk/desk-figures'
import { ExposureTable } from '~/components/risk/exposure-table'
import { SymbolHalts } from '~/components/risk/symbol-halts'
import { TopAccounts } from '~/components/risk/top-accounts'
import { requireRisk } from '~/components/staff/admin-guard'
import { staffHead } from '~/components/staff/staff-head'
import { riskDeskQuery } from '~/lib/queries/risk'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/staff/risk')({
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('risk'),
  beforeLoad: ({ context }) => requireRisk(context.staff),
  loader: ({ context }) => context.queryClient.ensureQueryData(riskDeskQuery()),
  component: Page,
})

function Page() {
  const desk = useSuspenseQuery(riskDeskQuery()).data.data
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={m.staff_nav_risk()} />
      <p className="-mt-4 text-muted-foreground text-sm">{m.risk_description()}</p>
      <section aria-labelledby="risk-exposure" className="grid gap-2 rounded-xl border bg-card p-4">
        <h2 id="risk-exposure" className="font-semibold">
          {m.risk_exposure_title()}
        </h2>
        <ExposureTable rows={desk.exposure} />
      </section>
      <section aria-labelledby="risk-switches" className="grid gap-3 rounded-xl border bg-card p-4">
        <h2 id="risk-switches" className="font-semibold">
          {m.risk_switches_title()}
        </h2>
        <SymbolHalts symbols={desk.exposure.map((e) => e.symbol)} />
      </section>
      <section aria-labelledby="risk-business" className="grid gap-3">
        <h2 id="risk-business" className="font-semibold">
          {m.risk_business_title()}
        </h2>
        <DeskFigures desk={desk} />
      </section>
      <section aria-labelledby="risk-top" className="grid gap-3">
        <h2 id="risk-top" className="font-semibold">
          {m.risk_top_title()}
        </h2>
        <TopAccounts top={desk.top} />
      </section>
    </div>
  )
}
