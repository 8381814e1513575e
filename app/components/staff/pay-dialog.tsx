import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { PayoutNetwork } from '#contract/payouts.ts'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { PayoutNetworkField } from '~/components/payouts/payout-fields'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { paySchema } from '~/lib/forms/money-schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
import { m } from '~/paraglide/messages'
import { DialogActions } from './dialog-actions'

export interface Payment {
  network: PayoutNetwork
  tx_hash: string
  note: string | null
}

/**
 * Marking a withdrawal paid (docs/decisions/393): the network (the
 * address's, preset) and the transaction hash, which the engine checks per
 * network; an optional note to the trader, added to their notification.
 */
export function PayDialog({
  title,
  description,
  network,
  onPay,
}: {
  title: string
  description: ReactNode
  network: PayoutNetwork | null
  onPay: (payment: Payment) => Promise<unknown>
}) {
  const [open, setOpen] = useState(false)
  const server = useServerErrors()
  // A refusal shown under its field (the hash) is not toasted as well.
  const pay = useMutation({ mutationFn: onPay, meta: { fieldErrorsShown: true } })
  const form = useForm({
    defaultValues: { network: network ?? '', tx_hash: '', note: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: paySchema() },
    onSubmit: async ({ value, formApi }) => {
      try {
        await pay.mutateAsync({
          network: value.network as PayoutNetwork,
          tx_hash: value.tx_hash.trim(),
          note: value.note.trim() || null,
        })
        formApi.reset()
        setOpen(false)
      } catch (error) {
        server.take(error)
      }
    },
  })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">{m.staff_pay()}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={m.money_dialog_close()}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div>{description}</div>
        </DialogDescription>
        <Form onSubmit={() => void form.handleSubmit()} label={title}>
          <form.Field name="network">
            {(field) => <PayoutNetworkField field={field} server={server} />}
          </form.Field>
          <form.Field name="tx_hash">
            {(field) => (
              <TextField
                field={field}
                server={server}
                label={m.staff_tx_hash()}
                hint={m.staff_tx_hash_hint()}
                autoComplete="off"
                spellCheck={false}
                dir="ltr"
              />
            )}
          </form.Field>
          <form.Field name="note">
            {(field) => (
              <TextField
                field={field}
                server={server}
                // The hash is the proof; this is a line the trader reads in the notification.
                label={`${m.staff_pay_note()} ${m.staff_optional()}`}
                hint={m.staff_pay_note_hint()}
                autoComplete="off"
              />
            )}
          </form.Field>
          <DialogActions>
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(submitting) => (
                <SubmitButton busy={submitting} className="w-auto">
                  {m.staff_pay()}
                </SubmitButton>
              )}
            </form.Subscribe>
          </DialogActions>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
