/** Whom a flag names: each user, and the account or "all accounts". */
import type { RiskFlag } from '#contract/staff-flags.ts'
import { UserRef } from '~/components/staff/staff-ref'
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'

export function FlagSubjects({ flag }: { flag: RiskFlag }) {
  return (
    <ul className="grid gap-1">
      {flag.subjects.map((s) => (
        <li key={`${s.user.id}:${s.user_challenge_id}`} className="flex flex-wrap gap-1">
          <UserRef user={s.user} />
          <span className="text-muted-foreground text-xs">
            {s.user_challenge_id === null
              ? m.flag_all_accounts()
              : m.flag_account({ id: localDigits(s.user_challenge_id) })}
          </span>
        </li>
      ))}
    </ul>
  )
}
