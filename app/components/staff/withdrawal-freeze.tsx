/**
 * A withdrawal freeze the user set from a new-address mail (decision 393),
 * on the user page: when and from which address's mail, and Lift (asked
 * first, with a reason for the audit log). The engine tells the user.
 */
import { useQueryClient } from '@tanstack/react-query'
import type { StaffWithdrawalFreeze } from '#contract/staff.ts'
import { DecisionDialog } from '~/components/staff/decision-dialog'
import { formatDateTime } from '~/lib/money-format'
import { staffKeys } from '~/lib/queries/staff'
import { m } from '~/paraglide/messages'
import { liftStaffWithdrawalFreeze } from '~/server/generated/staff.functions'

export function WithdrawalFreeze({
  userId,
  email,
  freeze,
}: {
  userId: number
  email: string
  freeze: StaffWithdrawalFreeze
}) {
  const queryClient = useQueryClient()
  return (
    <section
      aria-labelledby="withdrawal-freeze-title"
      data-testid="withdrawal-freeze"
      className="grid gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-500/60 dark:bg-amber-950/40 dark:text-amber-100 sm:flex sm:items-center sm:justify-between"
    >
      <div className="grid min-w-0 gap-1">
        <h2 id="withdrawal-freeze-title" className="font-semibold">
          {m.staff_freeze_title()}
        </h2>
        <p>
          {m.staff_freeze_text({
            date: formatDateTime(freeze.frozen_at),
            network: freeze.network,
          })}
        </p>
        <bdi dir="ltr" className="block break-all font-mono text-xs">
          {freeze.address}
        </bdi>
      </div>
      <DecisionDialog
        action={m.staff_freeze_lift()}
        title={m.staff_freeze_lift_title()}
        description={m.staff_freeze_lift_confirm({ email })}
        noteLabel={m.staff_freeze_reason()}
        requiredText={m.staff_validation_reason_required}
        noteRequired
        onDecide={async (note) => {
          // The engine's answer says "lifted" (one toast, from the answer: decision 143).
          const answer = await liftStaffWithdrawalFreeze({
            data: { params: { userId }, body: { note } },
          })
          await queryClient.invalidateQueries({ queryKey: staffKeys.user(userId) })
          return answer
        }}
      />
    </section>
  )
}
