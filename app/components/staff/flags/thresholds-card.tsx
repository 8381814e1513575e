/**
 * The detection thresholds (issue 33 §2, decision 585): what makes a finding
 * a flag. The risk role reads them; admins change them (PUT
 * /v1/staff/riskThresholds). A refused value's error shows under its field;
 * the engine's "Thresholds saved" is toasted and the values are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { riskThresholds } from '#contract/staff-flags.ts'
import { FieldsForm, useAppForm, useServerChecks } from '~/components/forms/form-hook'
import { localDigits } from '~/lib/format'
import { asciiDigits } from '~/lib/forms/digits'
import { staffFlagKeys } from '~/lib/queries/staff-flags'
import { m } from '~/paraglide/messages'
import { staffFlagsSaveThresholds } from '~/server/generated/staff-flags.functions'

type RiskThresholds = z.infer<typeof riskThresholds>
type Name = keyof RiskThresholds

/** Each threshold in the order a risk officer reads them, with its words and unit. */
const LABELS: Array<[Name, () => string]> = [
  ['hedgeWindowSeconds', m.threshold_hedge_window],
  ['hedgeSizePercent', m.threshold_hedge_size],
  ['copyWindowSeconds', m.threshold_copy_window],
  ['copyMinOrders', m.threshold_copy_orders],
  ['copyPeriodHours', m.threshold_copy_period],
  ['ipSignIns', m.threshold_ip_sign_ins],
  ['shortTradeSeconds', m.threshold_short_trade],
  ['latencyMinTrades', m.threshold_latency_trades],
  ['latencyWinRateAbovePoints', m.threshold_latency_win_rate],
  ['latencyFlaggedMoves', m.threshold_latency_moves],
]

type Values = Record<Name, string>

/** What was typed, as the number the engine checks (Persian digits and decimal sign read too). */
const numberOf = (typed: string) => {
  const ascii = asciiDigits(typed.trim()).replace('٫', '.')
  return /^-?\d+(\.\d+)?$/.test(ascii) ? Number(ascii) : Number.NaN
}

/** A threshold's range (the contract's), in the page's digits. */
const range = (name: Name) => {
  const field = riskThresholds.shape[name]
  const min = field.minValue ?? 0
  const max = field.maxValue ?? 0
  const words = { min: localDigits(min), max: localDigits(max) }
  const whole = field.isInt === true
  return {
    fits: (n: number) => n >= min && n <= max && (!whole || Number.isInteger(n)),
    hint: m.threshold_bounds(words),
    error: whole ? m.threshold_whole_out_of_range(words) : m.threshold_out_of_range(words),
  }
}

/** The same bounds the engine holds, checked first so the refusal reads in the page's language. */
const valuesSchema = () =>
  z.object(
    Object.fromEntries(
      LABELS.map(([name]) => {
        const { fits, error } = range(name)
        return [
          name,
          z
            .string()
            .trim()
            .min(1, m.staff_field_required())
            .refine((typed) => fits(numberOf(typed)), error),
        ]
      }),
    ) as Record<Name, z.ZodString>,
  )

export function ThresholdsCard({
  thresholds,
  canSave,
}: {
  thresholds: RiskThresholds
  canSave: boolean
}) {
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: (body: RiskThresholds) => staffFlagsSaveThresholds({ data: { body } }),
    meta: { fieldErrorsShown: true },
  })
  const { checks, server } = useServerChecks(valuesSchema(), async (value: Values) => {
    const body = Object.fromEntries(
      LABELS.map(([name]) => [name, numberOf(value[name])]),
    ) as RiskThresholds
    await save.mutateAsync(body)
    await queryClient.invalidateQueries({ queryKey: staffFlagKeys.thresholds() })
  })
  const defaultValues = Object.fromEntries(
    LABELS.map(([name]) => [name, localDigits(thresholds[name])]),
  ) as Values
  const form = useAppForm({ defaultValues, ...checks })
  return (
    <section
      aria-labelledby="thresholds-title"
      className="grid gap-3 rounded-xl border bg-card p-4"
    >
      <h2 id="thresholds-title" className="font-semibold">
        {m.threshold_title()}
      </h2>
      <p className="-mt-2 text-muted-foreground text-sm">
        {canSave ? m.threshold_description_admin() : m.threshold_description_read()}
      </p>
      <FieldsForm form={form} server={server} label={m.threshold_title()}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {LABELS.map(([name, label]) => (
            <form.AppField key={name} name={name}>
              {(field) => (
                <field.TextField
                  label={label()}
                  hint={range(name).hint}
                  dir="ltr"
                  inputMode="decimal"
                  autoComplete="off"
                  readOnly={!canSave}
                />
              )}
            </form.AppField>
          ))}
        </div>
        {canSave ? (
          <form.SubmitButton className="w-auto justify-self-start">
            {m.staff_save()}
          </form.SubmitButton>
        ) : null}
      </FieldsForm>
    </section>
  )
}
