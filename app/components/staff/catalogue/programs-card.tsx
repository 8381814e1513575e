/**
 * The programs staff sell (issue 32): each with its shape, the rules
 * version new purchases pin, its challenges, and on sale; a new program
 * and each program's editor open the form with its live preview; taking a
 * program off sale asks first (the default program stays on sale).
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { StaffProgram } from '#contract/staff.ts'
import { type Column, ListTable } from '~/components/money/list-table'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card'
import { stepsCountText } from '~/lib/challenges/phases'
import { localDigits } from '~/lib/format'
import { staffProgramsQuery } from '~/lib/queries/staff'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { updateStaffProgram } from '~/server/generated/staff.functions'
import { STICKY_ACTIONS } from '../staff-words'
import { OnSaleToggle } from './on-sale-toggle'
import { NewChallengeDialog } from './product-dialogs'
import { ProgramDialog } from './program-dialog'

export const programTitle = (p: Pick<StaffProgram, 'title_en' | 'title_fa'>) =>
  getLocale() === 'fa' ? p.title_fa : p.title_en

export function ProgramsCard({ onSaved }: { onSaved: () => Promise<unknown> }) {
  const programs = useSuspenseQuery(staffProgramsQuery()).data.data
  const [busy, setBusy] = useState(false)
  const columns: Column<StaffProgram>[] = [
    {
      header: m.staff_col_program(),
      cell: (p) => (
        <span className="grid">
          <span dir="auto" className="font-medium">
            {programTitle(p)}
          </span>
          <span className="text-muted-foreground text-xs" dir="ltr">
            {p.code}
            {p.is_default ? ` · ${m.staff_program_default()}` : ''}
          </span>
        </span>
      ),
    },
    { header: m.staff_col_shape(), cell: (p) => stepsCountText(p.rules.steps.length) },
    {
      header: m.staff_col_version(),
      cell: (p) => m.staff_version({ version: localDigits(p.rules.version) }),
    },
    { header: m.staff_col_challenges(), cell: (p) => localDigits(p.challenges) },
    {
      header: m.staff_col_active(),
      cell: (p) => (p.active ? m.staff_on_sale() : m.staff_off_sale()),
    },
    {
      header: m.staff_col_actions(),
      className: STICKY_ACTIONS,
      cell: (p) => (
        <div className="flex flex-wrap gap-2">
          <ProgramDialog
            program={p}
            onSaved={onSaved}
            trigger={
              <Button size="sm" variant="outline">
                {m.staff_edit()}
              </Button>
            }
          />
          <NewChallengeDialog onSaved={onSaved} program={{ id: p.id, title: programTitle(p) }} />
          {p.is_default ? (
            <span className="self-center text-muted-foreground text-xs">
              {m.staff_program_default_on_sale()}
            </span>
          ) : (
            <OnSaleToggle
              active={p.active}
              title={programTitle(p)}
              note={m.staff_take_program_off_sale_note()}
              busy={busy}
              onChange={async (active) => {
                setBusy(true)
                try {
                  await updateStaffProgram({
                    data: { params: { programId: p.id }, body: { active } },
                  })
                  await onSaved()
                } finally {
                  setBusy(false)
                }
              }}
            />
          )}
        </div>
      ),
    },
  ]
  return (
    <Card data-testid="staff-programs">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold leading-none">{m.staff_programs()}</h2>
          <ProgramDialog onSaved={onSaved} trigger={<Button>{m.staff_new_program()}</Button>} />
        </div>
        <CardDescription>{m.staff_programs_note()}</CardDescription>
      </CardHeader>
      <CardContent>
        <ListTable label={m.staff_programs()} columns={columns} rows={programs} />
      </CardContent>
    </Card>
  )
}
