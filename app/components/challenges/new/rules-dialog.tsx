/**
 * The rules before payment: a summary, the full rules page, and
 * 'I Read & Accept the rules', without which Pay stays disabled.
 */
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { Spinner } from '~/components/ui/spinner'
import { m } from '~/paraglide/messages'

export function RulesDialog({
  open,
  onOpenChange,
  rulesUrl,
  finalPrice,
  paying,
  error,
  onPay,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  rulesUrl: string
  finalPrice: string
  paying: boolean
  error: string | null
  onPay: () => void
}) {
  const [accepted, setAccepted] = useState(false)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setAccepted(false)
        onOpenChange(next)
      }}
    >
      <DialogContent closeLabel={m.challenges_close()}>
        <DialogTitle>{m.challenges_rules_title()}</DialogTitle>
        <DialogDescription>{m.challenges_rules_intro()}</DialogDescription>
        <ul className="grid list-disc gap-2 ps-5 text-sm">
          <li>{m.challenges_rules_point_equity()}</li>
          <li>{m.challenges_rules_point_daily()}</li>
          <li>{m.challenges_rules_point_total()}</li>
          <li>{m.challenges_rules_point_pass()}</li>
          <li>{m.challenges_rules_point_expiry()}</li>
        </ul>
        <a
          href={rulesUrl}
          target="_blank"
          rel="noreferrer"
          className="text-primary text-sm underline-offset-4 hover:underline"
        >
          {m.challenges_rules_full()}
        </a>
        <label className="flex cursor-pointer items-center gap-2 font-medium text-sm">
          <input
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            className="size-4 accent-primary"
          />
          {m.challenges_rules_accept()}
        </label>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <Button disabled={!accepted || paying} onClick={onPay}>
          {paying ? (
            <Spinner label={m.challenges_paying()} />
          ) : (
            m.challenges_pay({ amount: finalPrice })
          )}
        </Button>
      </DialogContent>
    </Dialog>
  )
}
