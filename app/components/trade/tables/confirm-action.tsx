/**
 * A trading action that asks first ("Close 3 positions at market?"), in
 * place, with "Don't ask again" as exchanges offer; the choice is kept in
 * this browser (localStorage) and skips the question from then on.
 */
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

const SKIP_KEY = 'proptrade.trade.skip-confirmations'

function skipsQuestion(): boolean {
  try {
    return localStorage.getItem(SKIP_KEY) === 'true'
  } catch {
    return false
  }
}

export function ConfirmAction({
  label,
  question,
  run,
  disabled = false,
}: {
  label: string
  /** What will happen, with the count: asked before `run`. */
  question: string
  run: () => Promise<unknown>
  disabled?: boolean
}) {
  const action = useMutation({ mutationFn: run })
  const [asking, setAsking] = useState(false)
  const [skip, setSkip] = useState(false)
  const confirm = () => {
    if (skip) localStorage.setItem(SKIP_KEY, 'true')
    setAsking(false)
    action.mutate()
  }
  if (asking) {
    return (
      <span
        role="alertdialog"
        aria-label={question}
        data-testid="confirm-action"
        className="inline-flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-2 py-1 text-sm"
      >
        <span>{question}</span>
        <label className="inline-flex items-center gap-1 text-muted-foreground text-xs">
          <input type="checkbox" checked={skip} onChange={(e) => setSkip(e.target.checked)} />
          {m.trade_confirm_skip()}
        </label>
        <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
          {m.trade_confirm_keep()}
        </Button>
        <Button size="sm" variant="destructive" onClick={confirm}>
          {m.trade_confirm_yes()}
        </Button>
      </span>
    )
  }
  return (
    <span className="inline-flex items-center gap-2">
      {action.error ? (
        <span className="text-destructive text-xs">{action.error.message}</span>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        disabled={disabled || action.isPending}
        onClick={() => (skipsQuestion() ? action.mutate() : setAsking(true))}
      >
        {label}
      </Button>
    </span>
  )
}
