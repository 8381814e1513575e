/**
 * Create or edit a program (issue 32, decision 567): its titles, 0–3 steps
 * and the funded terms, with a live preview of the rules exactly as a
 * trader reads them on /challenges/new. Saving changed rules adds a
 * version; bought accounts keep the one they pinned.
 */
import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { StaffProgram } from '#contract/staff.ts'
import { ProgramsTable } from '~/components/challenges/programs-table'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { phasesOf } from '~/lib/challenges/phases'
import { localDigits } from '~/lib/format'
import { firstFieldErrors } from '~/lib/http-error'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import {
  createStaffProgram,
  saveStaffProgramRules,
  updateStaffProgram,
} from '~/server/generated/staff.functions'
import {
  type Draft,
  draftBody,
  draftFrom,
  draftPreview,
  emptyRules,
  rulesChanged,
  stepsCountOf,
} from './program-draft'
import { type FieldProps, kindOptions, SelectField, TextField } from './program-fields'

type Meta = { code: string; title_en: string; title_fa: string }

export function ProgramDialog({
  program,
  trigger,
  onSaved,
}: {
  /** Absent: a new program. */
  program?: StaffProgram
  trigger: ReactNode
  onSaved: () => Promise<unknown>
}) {
  const initialDraft = () => draftFrom(program?.rules ?? emptyRules)
  const initialMeta = (): Meta => ({
    code: program?.code ?? '',
    title_en: program?.title_en ?? '',
    title_fa: program?.title_fa ?? '',
  })
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<Draft>(initialDraft)
  const [meta, setMeta] = useState<Meta>(initialMeta)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const preview = draftPreview(draft)
  const title = program
    ? m.staff_edit_program({ title: getLocale() === 'fa' ? program.title_fa : program.title_en })
    : m.staff_new_program()

  const save = useMutation({
    meta: { fieldErrorsShown: true },
    mutationFn: async () => {
      const rules = draftBody(draft)
      if (!program) {
        await createStaffProgram({ data: { body: { ...meta, active: true, rules } } })
        return
      }
      const start = initialMeta()
      if (meta.title_en !== start.title_en || meta.title_fa !== start.title_fa)
        await updateStaffProgram({
          data: {
            params: { programId: program.id },
            body: { title_en: meta.title_en, title_fa: meta.title_fa },
          },
        })
      if (rulesChanged(initialDraft(), draft))
        await saveStaffProgramRules({ data: { params: { programId: program.id }, body: rules } })
    },
  })

  const onSubmit = async () => {
    if (preview.errors) {
      setErrors(preview.errors)
      return
    }
    try {
      await save.mutateAsync()
      await onSaved()
      setOpen(false)
    } catch (error) {
      // A new program's rules come back under "rules."; the form names them without it.
      const fields = firstFieldErrors(error)
      setErrors(
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^rules\./, ''), v])),
      )
    }
  }

  const field: FieldProps = {
    draft: { ...draft, ...meta },
    errors,
    onChange: (name, value) => {
      if (name === 'code' || name === 'title_en' || name === 'title_fa')
        setMeta((x) => ({ ...x, [name]: value }))
      else setDraft((d) => ({ ...d, [name]: value }))
      setErrors(({ [name]: _, ...rest }) => rest)
    },
  }
  const count = stepsCountOf(draft)
  const next = (program?.rules.version ?? 0) + 1

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setDraft(initialDraft())
          setMeta(initialMeta())
          setErrors({})
        }
        setOpen(next)
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={m.money_dialog_close()} className="max-w-6xl">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {program
            ? m.staff_program_new_version({ version: localDigits(next) })
            : m.staff_programs_note()}
        </DialogDescription>
        <Form onSubmit={() => void onSubmit()} label={title}>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            <div className="grid content-start gap-4">
              <div className="grid gap-3 sm:grid-cols-3">
                {program ? null : <TextField {...field} name="code" label={m.staff_col_code()} />}
                <TextField {...field} name="title_en" label={m.staff_title_en()} ltr={false} />
                <TextField {...field} name="title_fa" label={m.staff_title_fa()} ltr={false} />
              </div>
              <SelectField
                {...field}
                name="steps_count"
                label={m.staff_program_steps_count()}
                options={[0, 1, 2, 3].map((n) => [
                  String(n),
                  n === 0
                    ? m.staff_program_steps_option({ count: localDigits(0) })
                    : localDigits(n),
                ])}
              />
              {phasesOf(count).map((phase, i) => (
                <StepFieldset key={phase} index={i} field={field} />
              ))}
              <fieldset className="grid gap-3 rounded-md border p-3 sm:grid-cols-3">
                <legend className="px-1 font-medium text-sm">{m.staff_program_funded()}</legend>
                <TextField {...field} name="funded.max_dd_daily" label={m.staff_rule_daily()} />
                <TextField {...field} name="funded.max_dd_total" label={m.staff_rule_total()} />
                <SelectField
                  {...field}
                  name="funded.max_dd_total_kind"
                  label={m.staff_rule_total_kind()}
                  options={kindOptions()}
                />
              </fieldset>
              <fieldset className="grid gap-3 rounded-md border p-3 sm:grid-cols-2">
                <legend className="px-1 font-medium text-sm">{m.staff_program_terms()}</legend>
                <TextField {...field} name="max_leverage" label={m.staff_rule_leverage()} />
                <TextField {...field} name="profit_share" label={m.staff_rule_share()} />
                <TextField
                  {...field}
                  name="payout_interval_days"
                  label={m.staff_rule_payout_days()}
                />
                <TextField {...field} name="warning_percent" label={m.staff_rule_warning()} />
                <TextField
                  {...field}
                  name="consistency_percent"
                  label={m.staff_program_consistency()}
                />
              </fieldset>
            </div>
            <section
              aria-labelledby="program-preview-heading"
              className="grid content-start gap-2"
              data-testid="program-preview"
            >
              <h3 id="program-preview-heading" className="font-medium text-sm">
                {m.staff_program_preview()}
              </h3>
              {preview.terms ? (
                <div className="rounded-md border">
                  <ProgramsTable
                    testId="program-preview-table"
                    programs={[
                      {
                        key: 'draft',
                        title: (getLocale() === 'fa' ? meta.title_fa : meta.title_en) || '—',
                        terms: preview.terms,
                      },
                    ]}
                  />
                </div>
              ) : (
                <p className="rounded-md border p-3 text-muted-foreground text-sm">
                  {m.staff_program_preview_invalid()}
                </p>
              )}
            </section>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {m.staff_cancel()}
            </Button>
            <SubmitButton busy={save.isPending} className="w-auto">
              {program ? m.staff_save() : m.staff_create()}
            </SubmitButton>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  )
}

function StepFieldset({ index, field }: { index: number; field: FieldProps }) {
  const name = (f: string) => `steps.${index}.${f}`
  return (
    <fieldset className="grid gap-3 rounded-md border p-3 sm:grid-cols-3" data-step={index + 1}>
      <legend className="px-1 font-medium text-sm">
        {m.staff_rule_step({ step: localDigits(index + 1) })}
      </legend>
      <TextField {...field} name={name('min_profit')} label={m.staff_rule_target()} />
      <TextField {...field} name={name('max_dd_daily')} label={m.staff_rule_daily()} />
      <TextField {...field} name={name('max_dd_total')} label={m.staff_rule_total()} />
      <SelectField
        {...field}
        name={name('max_dd_total_kind')}
        label={m.staff_rule_total_kind()}
        options={kindOptions()}
      />
      <TextField {...field} name={name('min_trading_days')} label={m.staff_rule_min_days()} />
      <TextField {...field} name={name('days')} label={m.staff_rule_duration()} />
    </fieldset>
  )
}
