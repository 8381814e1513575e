import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { staffKeys } from '~/lib/queries/staff'
import { showToast } from '~/lib/toast'
import { m } from '~/paraglide/messages'
import { changeStaffRole } from '~/server/generated/staff.functions'
import { ConfirmDialog } from './confirm-dialog'
import { roleText } from './staff-words'

const ROLES = ['trader', 'support', 'risk', 'admin'] as const
type Role = (typeof ROLES)[number]

/**
 * An admin changes a user's role after confirming; the engine audits it
 * and refuses to demote the last admin (its text is toasted, the select
 * goes back to the role that stands).
 */
export function RoleChanger({
  userId,
  email,
  role,
}: {
  userId: number
  email: string
  role: Role
}) {
  const id = useId()
  const [next, setNext] = useState<Role>(role)
  const queryClient = useQueryClient()
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {m.staff_col_role()}
      </label>
      <select
        id={id}
        value={next}
        onChange={(e) => setNext(e.target.value as Role)}
        className="h-8 rounded-md border bg-background px-2 text-sm"
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {roleText(r)}
          </option>
        ))}
      </select>
      <ConfirmDialog
        trigger={m.staff_change_role()}
        title={m.staff_change_role()}
        description={m.staff_change_role_confirm({
          email,
          from: roleText(role),
          to: roleText(next),
        })}
        confirm={m.staff_change_role()}
        disabled={next === role}
        onRefused={() => {
          // Back on the role that stands, read again: it may have changed meanwhile.
          setNext(role)
          void queryClient.invalidateQueries({ queryKey: staffKeys.user(userId) })
        }}
        onConfirm={async () => {
          await changeStaffRole({ data: { params: { userId }, body: { role: next } } })
          showToast('success', m.staff_role_changed())
          await queryClient.invalidateQueries({ queryKey: staffKeys.user(userId) })
        }}
      />
    </div>
  )
}
