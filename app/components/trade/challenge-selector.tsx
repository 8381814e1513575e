/** Which account the terminal trades: every challenge, demo and real account of the user. */
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { UserChallenge } from '#contract/user-challenges.ts'
import { stepNumber } from '~/lib/challenges/phases'
import { localDigits } from '~/lib/format'
import { userChallengesQuery } from '~/lib/queries/user-challenges'
import { m } from '~/paraglide/messages'

export const tradeAccountsQuery = () => userChallengesQuery({ per_page: 100 })

export function accountLabel(c: UserChallenge): string {
  const type =
    c.type === 'demo'
      ? m.trade_account_demo()
      : c.type === 'real'
        ? m.trade_account_real()
        : m.trade_account_challenge()
  const n = c.type === 'challenge' ? stepNumber(c.current_phase) : null
  const step = n !== null ? ` · ${m.trade_account_step({ step: localDigits(n) })}` : ''
  // A demo titled "Demo" read "#2 Demo · Demo": the kind is said once.
  const sameAsTitle = c.title.trim().toLocaleLowerCase() === type.toLocaleLowerCase()
  return `#${localDigits(c.id)} ${c.title}${sameAsTitle ? '' : ` · ${type}`}${step}`
}

export function challengeStatusLabel(status: UserChallenge['status']): string {
  switch (status) {
    case 'active':
      return m.trade_challenge_active()
    case 'passed':
      return m.trade_challenge_passed()
    case 'failed':
      return m.trade_challenge_failed()
    case 'expired':
      return m.trade_challenge_expired()
    case 'funded':
      return m.trade_challenge_funded()
    case 'refunded':
      return m.trade_challenge_refunded()
  }
}

export function ChallengeSelector({
  userChallengeId,
  symbol,
}: {
  userChallengeId: number | null
  symbol: string
}) {
  const navigate = useNavigate()
  const accounts = useQuery(tradeAccountsQuery())
  const list = accounts.data?.data ?? []
  return (
    <label className="inline-flex items-center gap-2 text-sm" data-tour="trade-challenge">
      <span className="text-muted-foreground">{m.trade_challenge()}</span>
      <select
        className="h-9 max-w-64 rounded-md border bg-background px-2"
        value={userChallengeId ?? ''}
        onChange={(e) => {
          if (!e.target.value) return
          void navigate({
            to: '/trade/$userChallengeId/$symbol',
            params: { userChallengeId: e.target.value, symbol },
          })
        }}
      >
        {userChallengeId === null ? <option value="">{m.trade_select_challenge()}</option> : null}
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {accountLabel(c)}
          </option>
        ))}
      </select>
    </label>
  )
}
