/**
 * An account's kill switches on the staff account page (decision 581):
 * whether its new orders are stopped, and Stop / Resume / Close positions,
 * each asked with a reason for the audit log. Risk and admin only.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { DecisionDialog } from '~/components/staff/decision-dialog'
import { formatDateTime } from '~/lib/format'
import { killSwitchesQuery, riskKeys } from '~/lib/queries/risk'
import { m } from '~/paraglide/messages'
import {
  killSwitchesClosePositions,
  killSwitchesResumeAccount,
  killSwitchesStopAccount,
} from '~/server/generated/kill-switches.functions'

export function KillSwitchPanel({ userChallengeId }: { userChallengeId: number }) {
  const queryClient = useQueryClient()
  const switches = useQuery(killSwitchesQuery()).data?.data ?? []
  const stop = switches.find((s) => s.kind === 'account' && s.user_challenge_id === userChallengeId)
  const params = { userChallengeId }
  const refresh = () => queryClient.invalidateQueries({ queryKey: riskKeys.all })
  return (
    <section
      aria-labelledby="kill-switch-title"
      data-testid="kill-switch-panel"
      className="grid gap-3 rounded-lg border bg-card p-4 text-sm sm:flex sm:items-center sm:justify-between"
    >
      <div className="grid min-w-0 gap-1">
        <h2 id="kill-switch-title" className="font-semibold">
          {m.risk_switch_title()}
        </h2>
        <p data-testid="kill-switch-state" className={stop ? 'text-destructive' : undefined}>
          {stop
            ? m.risk_switch_stopped({ date: formatDateTime(stop.applied_at), reason: stop.reason })
            : m.risk_switch_trading()}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {stop ? (
          <DecisionDialog
            action={m.risk_switch_resume()}
            title={m.risk_switch_resume()}
            description={m.risk_switch_resume_confirm()}
            noteLabel={m.risk_reason()}
            requiredText={m.risk_reason_required}
            noteRequired
            onDecide={async (reason) => {
              const answer = await killSwitchesResumeAccount({ data: { params, body: { reason } } })
              await refresh()
              return answer
            }}
          />
        ) : (
          <DecisionDialog
            action={m.risk_switch_stop()}
            title={m.risk_switch_stop()}
            description={m.risk_switch_stop_confirm()}
            noteLabel={m.risk_reason()}
            requiredText={m.risk_reason_required}
            noteRequired
            destructive
            onDecide={async (reason) => {
              const answer = await killSwitchesStopAccount({ data: { params, body: { reason } } })
              await refresh()
              return answer
            }}
          />
        )}
        <DecisionDialog
          action={m.risk_switch_close()}
          title={m.risk_switch_close()}
          description={m.risk_switch_close_confirm()}
          noteLabel={m.risk_reason()}
          requiredText={m.risk_reason_required}
          noteRequired
          destructive
          onDecide={async (reason) => {
            const answer = await killSwitchesClosePositions({ data: { params, body: { reason } } })
            await refresh()
            return answer
          }}
        />
      </div>
    </section>
  )
}
