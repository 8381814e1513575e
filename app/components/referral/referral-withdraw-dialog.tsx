import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { referralWithdrawSchema } from '~/lib/forms/money-schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
import { formatUsdt } from '~/lib/money-format'
import { referralKeys } from '~/lib/queries/referrals'
import { userKeys } from '~/lib/queries/user'
import { showToast } from '~/lib/toast'
import { m } from '~/paraglide/messages'
import { requestReferralWithdraw } from '~/server/referrals.functions'

/** Withdraw available referral credit in Tether to a wallet address (spec §2, Referral). */
export function ReferralWithdrawDialog({ balance, minimum }: { balance: string; minimum: string }) {
  const [open, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const server = useServerErrors()
  const request = useMutation({
    mutationFn: (body: { amount: string; address: string }) =>
      requestReferralWithdraw({ data: { body } }),
  })
  const form = useForm({
    defaultValues: { amount: '', address: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: referralWithdrawSchema() },
    onSubmit: async ({ value, formApi }) => {
      try {
        await request.mutateAsync({ amount: value.amount.trim(), address: value.address.trim() })
        showToast('success', m.referral_withdraw_requested())
        formApi.reset()
        setOpen(false)
      } catch (error) {
        server.take(error)
      } finally {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: referralKeys.all }),
          queryClient.invalidateQueries({ queryKey: userKeys.creditBalance() }),
        ])
      }
    },
  })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{m.referral_withdraw_request()}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={m.money_dialog_close()}>
        <DialogTitle>{m.referral_withdraw_request()}</DialogTitle>
        <DialogDescription>
          {m.referral_withdraw_description({
            balance: formatUsdt(balance),
            minimum: formatUsdt(minimum),
          })}
        </DialogDescription>
        <Form onSubmit={() => void form.handleSubmit()} label={m.referral_withdraw_request()}>
          <form.Field name="amount">
            {(field) => (
              <TextField
                field={field}
                server={server}
                label={m.referral_field_amount()}
                inputMode="decimal"
                dir="ltr"
              />
            )}
          </form.Field>
          <form.Field name="address">
            {(field) => (
              <TextField
                field={field}
                server={server}
                label={m.referral_field_address()}
                autoComplete="off"
                dir="ltr"
              />
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <SubmitButton busy={submitting}>{m.referral_withdraw_submit()}</SubmitButton>
            )}
          </form.Subscribe>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
