/**
 * Firm-wide symbol halts and the stopped accounts (decision 581) on the
 * risk desk: what stands, with its reason, lifted with a reason; a symbol
 * halted with one. Each goes through the engine, which audits it.
 */

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { DecisionDialog } from '~/components/staff/decision-dialog'
import { formatDateTime } from '~/lib/format'
import { killSwitchesQuery, riskKeys } from '~/lib/queries/risk'
import { m } from '~/paraglide/messages'
import {
  killSwitchesHaltSymbol,
  killSwitchesResumeAccount,
  killSwitchesResumeSymbol,
} from '~/server/generated/kill-switches.functions'

export function SymbolHalts({ symbols }: { symbols: string[] }) {
  const queryClient = useQueryClient()
  const switches = useQuery(killSwitchesQuery()).data?.data ?? []
  const halted = new Set(switches.filter((s) => s.kind === 'symbol').map((s) => s.symbol))
  const open = symbols.filter((s) => !halted.has(s))
  const [symbol, setSymbol] = useState('')
  const chosen = open.includes(symbol) ? symbol : (open[0] ?? '')
  const selectId = useId()
  const refresh = () => queryClient.invalidateQueries({ queryKey: riskKeys.all })
  return (
    <div className="grid gap-3">
      {switches.length === 0 ? (
        <p className="text-muted-foreground text-sm">{m.risk_switches_none()}</p>
      ) : (
        <ul className="grid gap-2" data-testid="kill-switch-list">
          {switches.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 p-3 text-sm"
            >
              <div className="grid gap-0.5">
                <span className="font-medium">
                  {s.kind === 'symbol' ? (
                    m.risk_switch_symbol_halted({ symbol: s.symbol ?? '' })
                  ) : (
                    <Link
                      to="/staff/accounts/$userChallengeId"
                      params={{ userChallengeId: s.user_challenge_id ?? 0 }}
                      className="underline-offset-4 hover:underline"
                    >
                      {m.risk_switch_account_stopped({ email: s.user_email ?? '' })}
                    </Link>
                  )}
                </span>
                <span className="text-muted-foreground text-xs">
                  {m.risk_switch_since({
                    date: formatDateTime(s.applied_at),
                    by: s.applied_by ?? '—',
                    reason: s.reason,
                  })}
                </span>
              </div>
              <DecisionDialog
                action={m.risk_switch_resume()}
                title={m.risk_switch_resume()}
                description={m.risk_switch_resume_confirm()}
                noteLabel={m.risk_reason()}
                requiredText={m.risk_reason_required}
                noteRequired
                onDecide={async (reason) => {
                  const answer =
                    s.kind === 'symbol'
                      ? await killSwitchesResumeSymbol({
                          data: { params: { symbol: s.symbol ?? '' }, body: { reason } },
                        })
                      : await killSwitchesResumeAccount({
                          data: {
                            params: { userChallengeId: s.user_challenge_id ?? 0 },
                            body: { reason },
                          },
                        })
                  await refresh()
                  return answer
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {open.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="text-sm">
            {m.risk_halt_symbol_label()}
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(e) => setSymbol(e.target.value)}
            className="h-8 rounded-md border bg-background px-2 text-sm"
            dir="ltr"
          >
            {open.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <DecisionDialog
            action={m.risk_halt_symbol()}
            title={m.risk_halt_symbol()}
            description={m.risk_halt_symbol_confirm({ symbol: chosen })}
            noteLabel={m.risk_reason()}
            requiredText={m.risk_reason_required}
            noteRequired
            destructive
            onDecide={async (reason) => {
              const answer = await killSwitchesHaltSymbol({
                data: { params: { symbol: chosen }, body: { reason } },
              })
              await refresh()
              return answer
            }}
          />
        </div>
      ) : null}
    </div>
  )
}
