import type { AnyFieldApi } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { type PayoutAddress, payoutNetworks } from '#contract/payouts.ts'
import { SelectField } from '~/components/fields/choice-and-text-fields'
import { addressOption } from '~/components/payouts/address-words'
import type { ServerErrors } from '~/lib/forms/server-errors'
import { m } from '~/paraglide/messages'

/**
 * The payout address of a withdrawal (real profit or referral credit): one
 * of the book's, those still in their 24 hours or on another network shown
 * but not choosable, with the way to the book (docs/decisions/393).
 */
export function PayoutAddressField({
  field,
  server,
  label,
  addresses,
  allowed = () => true,
}: {
  field: AnyFieldApi
  server: ServerErrors
  label: string
  addresses: readonly PayoutAddress[]
  allowed?: (address: PayoutAddress) => boolean
}) {
  return (
    <div className="grid gap-1.5">
      <SelectField
        field={field}
        server={server}
        label={label}
        placeholder={addresses.length === 0 ? m.payout_none_short() : m.payout_choose()}
        options={addresses.map((a) => addressOption(a, allowed))}
      />
      <Link
        to="/profile"
        hash="payout-addresses"
        className="text-primary text-xs underline-offset-4 hover:underline"
      >
        {m.payout_manage()}
      </Link>
    </div>
  )
}

/** The network of an address or of a payment's transaction (the book's form, staff's pay dialog). */
export function PayoutNetworkField({
  field,
  server,
}: {
  field: AnyFieldApi
  server: ServerErrors
}) {
  return (
    <SelectField
      field={field}
      server={server}
      label={m.payout_network()}
      placeholder={m.payout_choose_network()}
      options={payoutNetworks.map((n) => ({ value: n, label: n }))}
    />
  )
}
