import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import type { z } from 'zod'
import type { staffChallenge, staffFeature } from '#contract/staff.ts'
import { PageHeader } from '~/components/layout/page-header'
import { type Column, ListTable } from '~/components/money/list-table'
import { requireAdmin } from '~/components/staff/admin-guard'
import { OnSaleToggle } from '~/components/staff/catalogue/on-sale-toggle'
import {
  EditChallengeDialog,
  EditFeatureDialog,
  effectText,
  NewChallengeDialog,
  NewFeatureDialog,
} from '~/components/staff/catalogue/product-dialogs'
import { ProgramsCard, programTitle } from '~/components/staff/catalogue/programs-card'
import { RulesCard } from '~/components/staff/catalogue/rules-card'
import { staffHead } from '~/components/staff/staff-head'
import { STICKY_ACTIONS } from '~/components/staff/staff-words'
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { localDigits } from '~/lib/format'
import { formatUsdt } from '~/lib/money-format'
import { staffCatalogueQuery, staffKeys, staffProgramsQuery } from '~/lib/queries/staff'
import { showToast } from '~/lib/toast'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { updateStaffChallenge, updateStaffFeature } from '~/server/generated/staff.functions'

type Challenge = z.infer<typeof staffChallenge>
type Feature = z.infer<typeof staffFeature>

export const Route = createFileRoute('/staff/catalogue')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('catalogue'),
  beforeLoad: ({ context }) => requireAdmin(context.staff),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(staffCatalogueQuery()),
      context.queryClient.ensureQueryData(staffProgramsQuery()),
    ]),
  component: Page,
})

function Page() {
  const catalogue = useSuspenseQuery(staffCatalogueQuery()).data.data
  const programs = useSuspenseQuery(staffProgramsQuery()).data.data
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const saved = async () => {
    showToast('success', m.staff_catalogue_saved())
    await queryClient.invalidateQueries({ queryKey: staffKeys.catalogue() })
  }
  const toggle = async (save: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await save()
      await saved()
    } finally {
      setBusy(false)
    }
  }
  const fa = getLocale() === 'fa'
  const challengeColumns: Column<Challenge>[] = [
    {
      header: m.money_col_title(),
      cell: (c) => <span dir="auto">{fa ? c.title_fa : c.title_en}</span>,
    },
    {
      header: m.staff_col_program(),
      cell: (c) => {
        const program = programs.find((p) => p.id === c.program_id)
        return program ? <span dir="auto">{programTitle(program)}</span> : null
      },
    },
    {
      header: m.staff_col_size(),
      cell: (c) => <LtrFigure>{formatUsdt(c.account_size)}</LtrFigure>,
    },
    { header: m.staff_col_price(), cell: (c) => <LtrFigure>{formatUsdt(c.price)}</LtrFigure> },
    {
      header: m.staff_col_active(),
      cell: (c) => (c.active ? m.staff_on_sale() : m.staff_off_sale()),
    },
    {
      header: m.staff_col_actions(),
      className: STICKY_ACTIONS,
      cell: (c) => (
        <div className="flex flex-wrap gap-2">
          <EditChallengeDialog challenge={c} onSaved={saved} />
          <OnSaleToggle
            active={c.active}
            title={fa ? c.title_fa : c.title_en}
            busy={busy}
            onChange={(active) =>
              toggle(() =>
                updateStaffChallenge({ data: { params: { challengeId: c.id }, body: { active } } }),
              )
            }
          />
        </div>
      ),
    },
  ]
  const featureColumns: Column<Feature>[] = [
    {
      header: m.money_col_title(),
      cell: (f) => <span dir="auto">{fa ? f.title_fa : f.title_en}</span>,
    },
    {
      header: m.staff_col_effect(),
      cell: (f) => (
        <span>
          {effectText(f.code)}: <LtrFigure>{localDigits(f.effect_value)}</LtrFigure>
        </span>
      ),
    },
    {
      header: m.staff_col_price_percent(),
      cell: (f) => <LtrFigure>{`${localDigits(f.price_percent)} %`}</LtrFigure>,
    },
    {
      header: m.staff_col_active(),
      cell: (f) => (f.active ? m.staff_on_sale() : m.staff_off_sale()),
    },
    {
      header: m.staff_col_actions(),
      className: STICKY_ACTIONS,
      cell: (f) => (
        <div className="flex flex-wrap gap-2">
          <EditFeatureDialog feature={f} onSaved={saved} />
          <OnSaleToggle
            active={f.active}
            title={fa ? f.title_fa : f.title_en}
            busy={busy}
            onChange={(active) =>
              toggle(() =>
                updateStaffFeature({ data: { params: { featureId: f.id }, body: { active } } }),
              )
            }
          />
        </div>
      ),
    },
  ]
  return (
    <div className="grid max-w-5xl grid-cols-1 gap-4">
      <PageHeader title={m.staff_nav_catalogue()} />
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold leading-none">{m.staff_challenges()}</h2>
            <NewChallengeDialog onSaved={saved} />
          </div>
          <CardDescription>{m.staff_catalogue_note()}</CardDescription>
        </CardHeader>
        <CardContent>
          <ListTable
            label={m.staff_challenges()}
            columns={challengeColumns}
            rows={catalogue.challenges}
          />
        </CardContent>
      </Card>
      <ProgramsCard onSaved={saved} />
      <RulesCard rules={catalogue.rules} onSaved={saved} />
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold leading-none">{m.staff_features()}</h2>
            <NewFeatureDialog onSaved={saved} />
          </div>
        </CardHeader>
        <CardContent>
          <ListTable
            label={m.staff_features()}
            columns={featureColumns}
            rows={catalogue.features}
          />
        </CardContent>
      </Card>
    </div>
  )
}
