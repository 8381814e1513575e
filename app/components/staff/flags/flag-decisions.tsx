/** An open flag decided with a reason: dismissed (it stops holding) or confirmed (decision 585). */
import type { RiskFlag } from '#contract/staff-flags.ts'
import { DecisionDialog } from '~/components/staff/decision-dialog'
import { useStaffDecided } from '~/components/staff/staff-queue'
import { m } from '~/paraglide/messages'
import {
  staffFlagsConfirmFlag,
  staffFlagsDismissFlag,
} from '~/server/generated/staff-flags.functions'

export function FlagDecisions({ flag }: { flag: RiskFlag }) {
  const decided = useStaffDecided()
  return (
    <div className="flex gap-2">
      <DecisionDialog
        action={m.flag_dismiss()}
        title={m.flag_dismiss_title()}
        description={m.flag_decide_description()}
        noteLabel={m.flag_reason()}
        requiredText={m.staff_validation_reason_required}
        noteRequired
        destructive
        onDecide={async (reason) => {
          await staffFlagsDismissFlag({ data: { params: { flagId: flag.id }, body: { reason } } })
          await decided(m.flag_dismissed_done())
        }}
      />
      <DecisionDialog
        action={m.flag_confirm()}
        title={m.flag_confirm_title()}
        description={m.flag_decide_description()}
        noteLabel={m.flag_reason()}
        requiredText={m.staff_validation_reason_required}
        noteRequired
        onDecide={async (reason) => {
          await staffFlagsConfirmFlag({ data: { params: { flagId: flag.id }, body: { reason } } })
          await decided(m.flag_confirmed_done())
        }}
      />
    </div>
  )
}
