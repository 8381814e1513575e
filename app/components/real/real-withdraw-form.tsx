import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { z } from 'zod'
import type { PayoutAddress } from '#contract/payouts.ts'
import type { withdrawAccount, withdrawType } from '#contract/real.ts'
import { SelectField } from '~/components/fields/choice-and-text-fields'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { Amount } from '~/components/money/amount'
import { MoneyOutCodeField } from '~/components/payouts/money-out-code-field'
import { PayoutAddressField } from '~/components/payouts/payout-fields'
import { PayoutReadinessPanel } from '~/components/real/payout-readiness'
import { realWithdrawSchema } from '~/lib/forms/money-schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
import { formatAmount } from '~/lib/money-format'
import { payoutKeys } from '~/lib/queries/payouts'
import { realKeys } from '~/lib/queries/real'
import { userChallengeKeys } from '~/lib/queries/user-challenges'
import { m } from '~/paraglide/messages'
import { requestRealWithdraw } from '~/server/generated/real.functions'

type Account = z.infer<typeof withdrawAccount>
type WithdrawType = z.infer<typeof withdrawType>

interface Values {
  user_challenge_id: string
  address_id: string
  amount: string
  description: string
  code: string
}

/**
 * The profit-withdrawal request (spec §3: account, type, amount, address,
 * description): the address is one of the book's, past its 24 hours, its
 * network the type; a fresh second factor confirms it (docs/decisions/393).
 */
export function RealWithdrawForm({
  accounts,
  types,
  addresses,
}: {
  accounts: readonly Account[]
  types: readonly WithdrawType[]
  addresses: readonly PayoutAddress[]
}) {
  // The networks profit is paid out on: USDT_TRC20 → TRC20.
  const networks = new Set(types.map((t) => t.code.replace(/^USDT_/, '')))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const server = useServerErrors()
  const request = useMutation({
    mutationFn: (v: Values) =>
      requestRealWithdraw({
        data: {
          body: {
            user_challenge_id: Number(v.user_challenge_id),
            address_id: Number(v.address_id),
            amount: v.amount.trim(),
            description: v.description.trim(),
            code: v.code.trim(),
          },
        },
      }),
  })
  const form = useForm({
    defaultValues: {
      user_challenge_id: accounts.length === 1 ? String(accounts[0]?.user_challenge_id) : '',
      address_id: '',
      amount: '',
      description: '',
      code: '',
    } satisfies Values,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: realWithdrawSchema() },
    onSubmit: async ({ value }) => {
      try {
        // The engine's message is the one toast (issue 24: there were two).
        await request.mutateAsync(value)
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: realKeys.all }),
          queryClient.invalidateQueries({ queryKey: userChallengeKeys.all }),
          queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
        ])
        await navigate({ to: '/challenges/real' })
      } catch (error) {
        server.take(error)
      }
    },
  })
  return (
    <Form onSubmit={() => void form.handleSubmit()} label={m.page_real_withdraw()}>
      <form.Field name="user_challenge_id">
        {(field) => (
          <SelectField
            field={field}
            server={server}
            label={m.money_col_account()}
            placeholder={m.real_choose_account()}
            options={accounts.map((a) => ({ value: String(a.user_challenge_id), label: a.title }))}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.user_challenge_id}>
        {(selected) => {
          const account = accounts.find((a) => String(a.user_challenge_id) === selected)
          return (
            <>
              <AccountSummary account={account} />
              {/* While the account cannot withdraw, nothing below can be used (issue 24). */}
              <fieldset
                disabled={account?.eligible === false}
                className="grid gap-5 disabled:opacity-60"
                data-testid="withdraw-fields"
              >
                <form.Field name="address_id">
                  {(field) => (
                    <PayoutAddressField
                      field={field}
                      server={server}
                      label={m.real_field_address()}
                      addresses={addresses}
                      allowed={(a) => networks.has(a.network)}
                    />
                  )}
                </form.Field>
                <form.Field name="amount">
                  {(field) => (
                    <TextField
                      field={field}
                      server={server}
                      label={m.real_field_amount()}
                      inputMode="decimal"
                      dir="ltr"
                    />
                  )}
                </form.Field>
                <form.Field name="description">
                  {(field) => (
                    <TextField field={field} server={server} label={m.real_field_description()} />
                  )}
                </form.Field>
                <form.Field name="code">
                  {(field) => <MoneyOutCodeField field={field} server={server} />}
                </form.Field>
                <form.Subscribe selector={(state) => state.isSubmitting}>
                  {(submitting) => (
                    <SubmitButton busy={submitting}>{m.real_withdraw_submit()}</SubmitButton>
                  )}
                </form.Subscribe>
              </fieldset>
            </>
          )
        }}
      </form.Subscribe>
    </Form>
  )
}

/** What the chosen account can give: total profit, the trader's share, and its payout readiness. */
function AccountSummary({ account }: { account: Account | undefined }) {
  if (!account) return null
  return (
    <div className="grid gap-3" data-testid="withdraw-summary">
      <dl className="grid grid-cols-2 gap-3 rounded-lg border p-4">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground text-xs">{m.money_col_profit()}</dt>
          <dd className="font-medium" data-testid="total-profit">
            <Amount value={account.total_profit} />
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground text-xs">{m.money_col_share()}</dt>
          <dd className="font-medium tabular-nums" data-testid="share-percent" dir="ltr">
            {formatAmount(account.share_percent, 0)}%
          </dd>
        </div>
      </dl>
      {/* Every condition, ✔ or ✗: what a request would be refused for (issue 31). */}
      <PayoutReadinessPanel readiness={account.readiness} />
    </div>
  )
}
