import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { MoneyOutCodeField } from '~/components/payouts/money-out-code-field'
import { PayoutAddressField } from '~/components/payouts/payout-fields'
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
import { formatLimitUsdt, formatUsdt } from '~/lib/money-format'
import { payoutAddressesQuery, payoutKeys } from '~/lib/queries/payouts'
import { referralKeys } from '~/lib/queries/referrals'
import { userKeys } from '~/lib/queries/user'
import { m } from '~/paraglide/messages'
import { requestReferralWithdraw } from '~/server/generated/referrals.functions'

/**
 * Withdraw available referral credit in Tether (spec §2, Referral) to an
 * address of the book past its 24 hours, with a fresh second factor
 * (docs/decisions/393): the book serves both withdrawals.
 */
export function ReferralWithdrawDialog({ balance, minimum }: { balance: string; minimum: string }) {
  const [open, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const server = useServerErrors()
  const addresses = useSuspenseQuery(payoutAddressesQuery()).data
  const request = useMutation({
    mutationFn: (body: { amount: string; address_id: number; code: string }) =>
      requestReferralWithdraw({ data: { body } }),
  })
  const form = useForm({
    defaultValues: { amount: '', address_id: '', code: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: referralWithdrawSchema() },
    onSubmit: async ({ value, formApi }) => {
      try {
        // The engine's message is the one toast.
        await request.mutateAsync({
          amount: value.amount.trim(),
          address_id: Number(value.address_id),
          code: value.code.trim(),
        })
        formApi.reset()
        setOpen(false)
      } catch (error) {
        server.take(error)
      } finally {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: referralKeys.all }),
          queryClient.invalidateQueries({ queryKey: userKeys.creditBalance() }),
          queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
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
            balance: formatLimitUsdt(balance),
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
          <form.Field name="address_id">
            {(field) => (
              <PayoutAddressField
                field={field}
                server={server}
                label={m.referral_field_address()}
                addresses={addresses}
              />
            )}
          </form.Field>
          <form.Field name="code">
            {(field) => <MoneyOutCodeField field={field} server={server} />}
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
