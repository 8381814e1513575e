import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { z } from 'zod'
import type { staffChallenge, staffFeature } from '#contract/staff.ts'
import { PageHeader } from '~/components/layout/page-header'
import { type Column, ListTable } from '~/components/money/list-table'
import { requireAdmin } from '~/components/staff/admin-guard'
import { PriceEditor } from '~/components/staff/price-editor'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card'
import { formatUsdt } from '~/lib/money-format'
import { staffCatalogueQuery, staffKeys } from '~/lib/queries/staff'
import { showToast } from '~/lib/toast'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { updateStaffChallenge, updateStaffFeature } from '~/server/staff.functions'

type Challenge = z.infer<typeof staffChallenge>
type Feature = z.infer<typeof staffFeature>

export const Route = createFileRoute('/staff/catalogue')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: () => ({ meta: [{ title: m.staff_nav_catalogue() }] }),
  beforeLoad: ({ context }) => requireAdmin(context.staff),
  loader: ({ context }) => context.queryClient.ensureQueryData(staffCatalogueQuery()),
  component: Page,
})

function Page() {
  const catalogue = useSuspenseQuery(staffCatalogueQuery()).data.data
  const queryClient = useQueryClient()
  const saved = async () => {
    showToast('success', m.staff_catalogue_saved())
    await queryClient.invalidateQueries({ queryKey: staffKeys.catalogue() })
  }
  const fa = getLocale() === 'fa'
  const toggleChallenge = useMutation({
    mutationFn: (c: Challenge) =>
      updateStaffChallenge({
        data: { params: { challengeId: c.id }, body: { active: !c.active } },
      }),
    onSuccess: saved,
  })
  const toggleFeature = useMutation({
    mutationFn: (f: Feature) =>
      updateStaffFeature({ data: { params: { featureId: f.id }, body: { active: !f.active } } }),
    onSuccess: saved,
  })
  const challengeColumns: Column<Challenge>[] = [
    { header: m.money_col_title(), cell: (c) => (fa ? c.title_fa : c.title_en) },
    {
      header: m.staff_col_size(),
      cell: (c) => <span dir="ltr">{formatUsdt(c.account_size)}</span>,
    },
    {
      header: m.staff_col_price(),
      cell: (c) => (
        <PriceEditor
          key={c.price}
          label={m.staff_col_price()}
          value={c.price}
          field="price"
          onSave={async (price) => {
            await updateStaffChallenge({ data: { params: { challengeId: c.id }, body: { price } } })
            await saved()
          }}
        />
      ),
    },
    {
      header: m.staff_col_active(),
      cell: (c) => (
        <Button
          size="sm"
          variant="outline"
          aria-pressed={c.active}
          disabled={toggleChallenge.isPending}
          onClick={() => toggleChallenge.mutate(c)}
        >
          {c.active ? m.staff_on_sale() : m.staff_off_sale()}
        </Button>
      ),
    },
  ]
  const featureColumns: Column<Feature>[] = [
    { header: m.money_col_title(), cell: (f) => (fa ? f.title_fa : f.title_en) },
    {
      header: m.staff_col_price_percent(),
      cell: (f) => (
        <PriceEditor
          key={f.price_percent}
          label={m.staff_col_price_percent()}
          value={f.price_percent}
          field="price_percent"
          onSave={async (price_percent) => {
            await updateStaffFeature({
              data: { params: { featureId: f.id }, body: { price_percent } },
            })
            await saved()
          }}
        />
      ),
    },
    {
      header: m.staff_col_active(),
      cell: (f) => (
        <Button
          size="sm"
          variant="outline"
          aria-pressed={f.active}
          disabled={toggleFeature.isPending}
          onClick={() => toggleFeature.mutate(f)}
        >
          {f.active ? m.staff_on_sale() : m.staff_off_sale()}
        </Button>
      ),
    },
  ]
  return (
    <div className="grid grid-cols-1 max-w-5xl gap-4">
      <PageHeader title={m.staff_nav_catalogue()} />
      <Card>
        <CardHeader>
          <h2 className="font-semibold leading-none">{m.staff_challenges()}</h2>
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
      <Card>
        <CardHeader>
          <h2 className="font-semibold leading-none">{m.staff_features()}</h2>
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
