/** Step 1 … Step n (the program's steps, 0–3), Real Account: links that set the `tab` search param. */
import { Link } from '@tanstack/react-router'
import { phaseName, phasesOf } from '~/lib/challenges/phases'
import type { challengeTabs } from '~/lib/search'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

export type ChallengeTab = (typeof challengeTabs)[number]

export function StepTabs({
  id,
  current,
  stepsCount,
}: {
  id: number
  current: ChallengeTab
  stepsCount: number
}) {
  const tabs: Array<[ChallengeTab, string]> = [
    ...phasesOf(stepsCount).map((phase): [ChallengeTab, string] => [phase, phaseName(phase)]),
    ['real', m.challenges_tab_real()],
  ]
  return (
    <nav aria-label={m.challenges_tabs_label()} className="flex gap-1 border-b">
      {tabs.map(([tab, label]) => (
        <Link
          key={tab}
          to="/challenges/$userChallengeId"
          params={{ userChallengeId: String(id) }}
          search={{ tab }}
          replace
          aria-current={current === tab ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-4 py-2 font-medium text-sm transition-colors',
            current === tab
              ? 'border-primary text-foreground'
              : 'border-transparent text-muted-foreground hover:text-foreground',
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  )
}
