/** The buy page's comparison: every program on sale side by side, with the More Info dialog. */
import type { Challenge } from '#contract/challenges.ts'
import { ProgramsTable } from '~/components/challenges/programs-table'
import { groupByProgram, lowestPrice } from '~/lib/challenges/program-rules'
import { m } from '~/paraglide/messages'
import { MoreInfo } from './steps-table'

export function ProgramsCompare({ challenges }: { challenges: Challenge[] }) {
  const groups = groupByProgram(challenges)
  return (
    <section aria-labelledby="programs-heading" className="rounded-xl border bg-card">
      <div className="flex items-center justify-between gap-3 p-5 pb-3">
        <div>
          <h2 id="programs-heading" className="font-semibold">
            {m.programs_compare_heading()}
          </h2>
          <p className="text-muted-foreground text-sm">{m.programs_compare_caption()}</p>
        </div>
        <MoreInfo />
      </div>
      <ProgramsTable
        caption={m.programs_compare_heading()}
        programs={groups.map((g) => ({
          key: g.program.id,
          title: g.program.title,
          terms: g.program,
        }))}
        prices={groups.map((g) => lowestPrice(g.challenges))}
      />
    </section>
  )
}
