import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { PayoutAddress } from '#contract/payouts.ts'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { cooldownText } from '~/components/payouts/address-words'
import { MoneyOutCodeField } from '~/components/payouts/money-out-code-field'
import { PayoutNetworkField } from '~/components/payouts/payout-fields'
import { Button } from '~/components/ui/button'
import { addressSchema } from '~/lib/forms/money-schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
import { formatDateTime } from '~/lib/money-format'
import { moneyOutFactorQuery, payoutAddressesQuery, payoutKeys } from '~/lib/queries/payouts'
import { m } from '~/paraglide/messages'
import { addPayoutAddress, removePayoutAddress } from '~/server/generated/payouts.functions'

/**
 * Profile → Payout addresses (docs/decisions/393): the addresses both
 * withdrawals pay to, each usable 24 hours after it was added, and the form
 * that adds one with a fresh second factor.
 */
export function AddressBook() {
  const addresses = useSuspenseQuery(payoutAddressesQuery()).data
  const factor = useSuspenseQuery(moneyOutFactorQuery()).data
  return (
    <div className="grid gap-5">
      {factor.frozen ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 p-3 text-destructive text-sm"
        >
          {m.payout_frozen()}
        </p>
      ) : null}
      {addresses.length === 0 ? (
        <p className="text-muted-foreground text-sm">{m.payout_none()}</p>
      ) : (
        <ul className="grid gap-2" aria-label={m.payout_title()}>
          {addresses.map((a) => (
            <AddressRow key={a.id} address={a} />
          ))}
        </ul>
      )}
      {factor.frozen ? null : <AddAddressForm />}
    </div>
  )
}

function AddressRow({ address: a }: { address: PayoutAddress }) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => removePayoutAddress({ data: { params: { addressId: a.id } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  })
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
      data-testid="payout-address"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex items-center gap-2 text-sm">
          <span className="rounded bg-muted px-1.5 py-0.5 font-medium text-xs">{a.network}</span>
          {a.label ? <span className="font-medium">{a.label}</span> : null}
        </div>
        <bdi dir="ltr" className="block break-all font-mono text-xs">
          {a.address}
        </bdi>
        <p
          className={
            a.usable
              ? 'text-muted-foreground text-xs'
              : 'text-amber-700 text-xs dark:text-amber-300'
          }
          data-testid="address-cooldown"
        >
          {m.payout_added_at({ date: formatDateTime(a.created_at) })} · {cooldownText(a)}
        </p>
      </div>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
      >
        {m.payout_remove()}
      </Button>
    </li>
  )
}

function AddAddressForm() {
  const queryClient = useQueryClient()
  const server = useServerErrors()
  const add = useMutation({
    mutationFn: (v: { network: string; address: string; label: string; code: string }) =>
      addPayoutAddress({
        data: {
          body: {
            network: v.network as PayoutAddress['network'],
            address: v.address.trim(),
            label: v.label.trim() || null,
            code: v.code.trim(),
          },
        },
      }),
  })
  const form = useForm({
    defaultValues: { network: 'TRC20', address: '', label: '', code: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: addressSchema() },
    onSubmit: async ({ value, formApi }) => {
      try {
        await add.mutateAsync(value)
        formApi.reset()
        await queryClient.invalidateQueries({ queryKey: payoutKeys.all })
      } catch (error) {
        server.take(error)
      }
    },
  })
  return (
    <Form onSubmit={() => void form.handleSubmit()} label={m.payout_add_title()}>
      <h3 className="font-medium text-sm">{m.payout_add_title()}</h3>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <form.Field name="network">
          {(field) => <PayoutNetworkField field={field} server={server} />}
        </form.Field>
        <form.Field name="address">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.real_field_address()}
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
            />
          )}
        </form.Field>
      </div>
      <form.Field name="label">
        {(field) => (
          <TextField field={field} server={server} label={m.payout_label()} autoComplete="off" />
        )}
      </form.Field>
      <form.Field name="code">
        {(field) => <MoneyOutCodeField field={field} server={server} />}
      </form.Field>
      <p className="text-muted-foreground text-xs">{m.payout_cooldown_note()}</p>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <SubmitButton busy={submitting}>{m.payout_add_submit()}</SubmitButton>}
      </form.Subscribe>
    </Form>
  )
}
