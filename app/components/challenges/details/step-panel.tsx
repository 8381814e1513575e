/**
 * One tab's step: status, breach report, overview, statement chart,
 * reports (kept live by useChallengeLive on the page), its trading
 * history and its journal (notes searched, day notes).
 */
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { stepSummary } from '#contract/user-challenges.ts'
import { DayNotes } from '~/components/journal/day-notes'
import { StepJournal } from '~/components/journal/step-journal'
import { formatDate } from '~/lib/format'
import {
  userChallengeStepQuery,
  userChallengeStepReportsQuery,
} from '~/lib/queries/user-challenges'
import { m } from '~/paraglide/messages'
import { ChallengeStatus } from '../challenge-status'
import { BreachReport } from './breach-report'
import { StatementChart } from './statement-chart'
import { StepAnalytics } from './step-analytics'
import { StepExports } from './step-exports'
import { StepHistory } from './step-history'
import { StepOverview } from './step-overview'
import { StepReports } from './step-reports'

type StepSummary = z.infer<typeof stepSummary>

/**
 * A first-strong isolate: a date keeps its own direction inside the
 * sentence (a left-to-right one read '۱۱ آذر ۱۴۰۵' as 'آذر ۱۴۰۵ ۱۱').
 */
const isolate = (text: string) => `\u2068${text}\u2069`

export function StepPanel({
  id,
  summary,
  children,
}: {
  id: number
  summary: StepSummary
  /** Shown above the overview (a real account's own figures). */
  children?: React.ReactNode
}) {
  const step = useQuery(userChallengeStepQuery(id, summary.id))
  const reports = useQuery(userChallengeStepReportsQuery(id, summary.id))
  return (
    <div className="grid gap-6" data-testid={`step-${summary.phase}`}>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <ChallengeStatus status={summary.status} phase={summary.phase} />
        {summary.started_at ? (
          <span className="text-muted-foreground">
            {m.challenges_started({ date: isolate(formatDate(summary.started_at)) })}
          </span>
        ) : null}
        {summary.ended_at ? (
          <span className="text-muted-foreground">
            {m.challenges_ended({ date: isolate(formatDate(summary.ended_at)) })}
          </span>
        ) : null}
      </div>
      {summary.breach ? <BreachReport report={summary.breach} /> : null}
      {children}
      {step.data ? (
        <StepOverview step={step.data.data} winRate={reports.data?.data.summary.win_rate ?? null} />
      ) : (
        <p className="text-muted-foreground">{m.challenges_loading_list()}</p>
      )}
      <StatementChart id={id} stepId={summary.id} />
      {reports.data ? <StepReports reports={reports.data.data} /> : null}
      <StepAnalytics id={id} stepId={summary.id} />
      <StepHistory id={id} stepId={summary.id} />
      <StepJournal id={id} stepId={summary.id} />
      <DayNotes id={id} stepId={summary.id} />
      <StepExports id={id} stepId={summary.id} />
    </div>
  )
}
