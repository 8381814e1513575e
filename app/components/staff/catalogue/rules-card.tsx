/** The evaluation rules new purchases pin (decision 430): shown, and edited as a new version. */
import type { z } from 'zod'
import type { staffRules } from '#contract/staff.ts'
import { type Column, ListTable } from '~/components/money/list-table'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'
import { saveStaffRules } from '~/server/generated/staff.functions'
import { type FieldSpec, FieldsDialog } from '../fields-dialog'

type Rules = z.infer<typeof staffRules>
type Step = Rules['steps'][number]

const pct = (v: string) => <LtrFigure>{`${localDigits(v)} %`}</LtrFigure>

const stepFields = (i: number): FieldSpec[] => [
  { name: `steps.${i}.min_profit`, label: m.staff_rule_target(), ltr: true, numeric: true },
  { name: `steps.${i}.max_dd_daily`, label: m.staff_rule_daily(), ltr: true, numeric: true },
  { name: `steps.${i}.max_dd_total`, label: m.staff_rule_total(), ltr: true, numeric: true },
  { name: `steps.${i}.min_trading_days`, label: m.staff_rule_min_days(), ltr: true, numeric: true },
  { name: `steps.${i}.days`, label: m.staff_rule_duration(), ltr: true, numeric: true },
]

const labelled = (fields: FieldSpec[], step: number) =>
  fields.map((f) => ({ ...f, label: `${m.staff_rule_step({ step })}: ${f.label}` }))

export function RulesCard({ rules, onSaved }: { rules: Rules; onSaved: () => Promise<unknown> }) {
  const columns: Column<Step & { id: number }>[] = [
    {
      header: m.staff_rule_step_col(),
      cell: (s) => m.staff_rule_step({ step: localDigits(s.step) }),
    },
    { header: m.staff_rule_target(), cell: (s) => pct(s.min_profit) },
    { header: m.staff_rule_daily(), cell: (s) => pct(s.max_dd_daily) },
    { header: m.staff_rule_total(), cell: (s) => pct(s.max_dd_total) },
    {
      header: m.staff_rule_min_days(),
      cell: (s) => <LtrFigure>{localDigits(s.min_trading_days)}</LtrFigure>,
    },
    {
      header: m.staff_rule_duration(),
      cell: (s) =>
        s.days === 0 ? m.staff_rule_no_limit() : <LtrFigure>{localDigits(s.days)}</LtrFigure>,
    },
  ]
  const initial: Record<string, string> = {
    max_leverage: String(rules.max_leverage),
    profit_share: rules.profit_share,
    payout_interval_days: String(rules.payout_interval_days),
    warning_percent: rules.warning_percent,
  }
  rules.steps.forEach((s, i) => {
    initial[`steps.${i}.min_profit`] = s.min_profit
    initial[`steps.${i}.max_dd_daily`] = s.max_dd_daily
    initial[`steps.${i}.max_dd_total`] = s.max_dd_total
    initial[`steps.${i}.min_trading_days`] = String(s.min_trading_days)
    initial[`steps.${i}.days`] = String(s.days)
  })
  const whole = (v: string | undefined) => (/^\d+$/.test(v ?? '') ? Number(v) : Number.NaN)
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold leading-none">
            {m.staff_rules()}{' '}
            <span className="text-muted-foreground text-sm">v{localDigits(rules.version)}</span>
          </h2>
          <FieldsDialog
            trigger={
              <Button size="sm" variant="outline">
                {m.staff_edit_rules()}
              </Button>
            }
            title={m.staff_edit_rules()}
            description={m.staff_rules_note()}
            columns={2}
            fields={[
              { name: 'max_leverage', label: m.staff_rule_leverage(), ltr: true, numeric: true },
              { name: 'profit_share', label: m.staff_rule_share(), ltr: true, numeric: true },
              {
                name: 'payout_interval_days',
                label: m.staff_rule_payout_days(),
                ltr: true,
                numeric: true,
              },
              { name: 'warning_percent', label: m.staff_rule_warning(), ltr: true, numeric: true },
              ...labelled(stepFields(0), 1),
              ...labelled(stepFields(1), 2),
            ]}
            initial={initial}
            submit={m.staff_save()}
            onSave={async (v) => {
              // Numbers the engine checks (a word here gets its field error back).
              const step = (i: number) => ({
                days: whole(v[`steps.${i}.days`]),
                max_dd_daily: v[`steps.${i}.max_dd_daily`] ?? '',
                max_dd_total: v[`steps.${i}.max_dd_total`] ?? '',
                min_profit: v[`steps.${i}.min_profit`] ?? '',
                min_trading_days: whole(v[`steps.${i}.min_trading_days`]),
              })
              await saveStaffRules({
                data: {
                  body: {
                    max_leverage: whole(v.max_leverage),
                    profit_share: v.profit_share ?? '',
                    payout_interval_days: whole(v.payout_interval_days),
                    warning_percent: v.warning_percent ?? '',
                    steps: [step(0), step(1)],
                  },
                },
              })
              await onSaved()
            }}
          />
        </div>
        <CardDescription>
          {m.staff_rules_summary({
            leverage: localDigits(rules.max_leverage),
            share: localDigits(rules.profit_share),
            days: localDigits(rules.payout_interval_days),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ListTable
          label={m.staff_rules()}
          columns={columns}
          rows={rules.steps.map((s) => ({ ...s, id: s.step }))}
        />
      </CardContent>
    </Card>
  )
}
