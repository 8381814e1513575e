/**
 * Programs side by side: one column per program, one row per rule, grouped
 * by step and the funded account (app/lib/challenges/program-rules.ts).
 * The buy page compares the programs on sale with it; the staff console
 * previews a draft with it, so staff read what traders will.
 */
import { Fragment } from 'react'
import { type ProgramTerms, programRuleGroups } from '~/lib/challenges/program-rules'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

export function ProgramsTable({
  programs,
  prices,
  caption,
  testId = 'programs-table',
}: {
  programs: Array<{ key: string | number; title: string; terms: ProgramTerms }>
  /** The lowest price of each program's challenges (the buy page). */
  prices?: Array<string | null>
  caption?: string
  testId?: string
}) {
  const groups = programRuleGroups(
    programs.map((p) => p.terms),
    prices,
  )
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="w-44 px-5 py-2 text-start font-medium">
              {m.programs_col_rule()}
            </th>
            {programs.map((p) => (
              <th
                key={p.key}
                scope="col"
                className="min-w-40 px-3 py-2 text-start font-semibold text-foreground"
              >
                <bdi dir="auto">{p.title}</bdi>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <Fragment key={group.key}>
              {group.title ? (
                <tr className="border-t bg-muted/30">
                  <th
                    scope="colgroup"
                    colSpan={programs.length + 1}
                    className="px-5 py-1.5 text-start font-semibold text-xs uppercase tracking-wide"
                  >
                    {group.title}
                  </th>
                </tr>
              ) : null}
              {group.rows.map((row) => (
                <tr key={row.key} className="border-t" data-row={row.key}>
                  <th
                    scope="row"
                    className="px-5 py-2 text-start font-medium text-muted-foreground"
                  >
                    {row.label}
                  </th>
                  {row.values.map((value, i) => (
                    <td
                      key={programs[i]?.key ?? i}
                      className={cn(
                        'px-3 py-2 tabular-nums',
                        value === '—' && 'text-muted-foreground',
                      )}
                    >
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  )
}
