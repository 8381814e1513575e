/**
 * A table of the user's challenges, demo or real accounts, as a titled
 * region with View All. Used by the dashboard and /challenges.
 */
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { UserChallenge } from '#contract/user-challenges.ts'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatAmount, formatUsdt } from '~/lib/challenges/format'
import { phaseName } from '~/lib/challenges/phases'
import { formatMoney } from '~/lib/format'
import { userChallengesQuery } from '~/lib/queries/user-challenges'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'
import { ChallengeStatus } from './challenge-status'

export function AccountsTable({
  id,
  title,
  type,
  perPage = 5,
  viewAll,
  tour,
}: {
  id: string
  title: string
  type: UserChallenge['type']
  perPage?: number
  viewAll?: ReactNode
  tour?: string
}) {
  const list = useQuery(userChallengesQuery({ type, per_page: perPage }))
  const rows = list.data?.data ?? []
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card" data-tour={tour}>
      <div className="flex items-center justify-between gap-3 p-5 pb-3">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {viewAll}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              <Th first>{m.challenges_col_title()}</Th>
              <Th>{m.challenges_col_size()}</Th>
              <Th>{m.challenges_col_balance()}</Th>
              <Th>{m.challenges_col_pnl()}</Th>
              <Th>{m.challenges_col_phase()}</Th>
              <Th>{m.challenges_col_status()}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              // The whole row opens the challenge: its title link stretches over it.
              <tr
                key={row.id}
                className="relative cursor-pointer border-t hover:bg-accent/40"
                data-testid="challenge-row"
              >
                <th scope="row" className="px-5 py-3 text-start font-medium">
                  <Link
                    to="/challenges/$userChallengeId"
                    params={{ userChallengeId: String(row.id) }}
                    className="text-primary underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
                  >
                    <bdi dir="auto">{row.title}</bdi>
                  </Link>
                </th>
                <Td>
                  <LtrFigure>{formatMoney(row.initial_balance, { decimals: 0 })}</LtrFigure>
                </Td>
                <Td>
                  <LtrFigure>{formatUsdt(row.balance)}</LtrFigure>
                </Td>
                <Td
                  className={cn(
                    row.pnl.startsWith('-') ? 'text-short' : row.pnl !== '0' && 'text-long',
                  )}
                >
                  <LtrFigure>{formatAmount(row.pnl)}</LtrFigure>
                </Td>
                <Td>{phaseText(row.current_phase, row.program)}</Td>
                <Td>
                  <ChallengeStatus status={row.status} phase={row.current_phase} />
                </Td>
              </tr>
            ))}
            {list.data && rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-5 py-8 text-center text-muted-foreground">
                  {m.challenges_empty()}
                </td>
              </tr>
            ) : null}
            {list.isPending ? (
              <tr>
                <td colSpan={6} className="px-5 py-8 text-center text-muted-foreground">
                  {m.challenges_loading_list()}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** The account's phase; a funded account bought with no steps reads as instant funding. */
export function phaseText(
  phase: UserChallenge['current_phase'],
  program?: UserChallenge['program'],
): string {
  return phaseName(phase, program?.steps_count)
}

function Th({ children, first }: { children: ReactNode; first?: boolean }) {
  return (
    <th scope="col" className={cn('py-2 text-start font-medium', first ? 'px-5' : 'px-3')}>
      {children}
    </th>
  )
}

function Td({ children, className }: { children: ReactNode; className?: string | false }) {
  return <td className={cn('px-3 py-3 tabular-nums', className)}>{children}</td>
}
