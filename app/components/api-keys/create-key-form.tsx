import { type AnyFieldApi, revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createdApiKey } from '#contract/api-keys.ts'
import { TextAreaField } from '~/components/fields/choice-and-text-fields'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { firstError, TextField } from '~/components/forms/text-field'
import { accountLabel, tradeAccountsQuery } from '~/components/trade/challenge-selector'
import { asciiDigits } from '~/lib/forms/digits'
import { type ServerErrors, useServerErrors } from '~/lib/forms/server-errors'
import { apiKeyKeys } from '~/lib/queries/api-keys'
import { m } from '~/paraglide/messages'
import { createApiKey } from '~/server/generated/api-keys.functions'
import { allowListEntries, emptyKeyForm, type KeyFormValues, keyFormRules } from './key-form-rules'

export type CreatedKey = z.infer<typeof createdApiKey>

/**
 * A new key (decision 610): label, accounts, read or read and trade, an
 * optional allow-list and TradingView webhook, and the authenticator's code
 * when two-factor is on. The secret it answers goes to `onCreated`, once.
 */
export function CreateKeyForm({
  twoFactor,
  onCreated,
}: {
  twoFactor: boolean
  onCreated: (created: CreatedKey) => void
}) {
  const queryClient = useQueryClient()
  const server = useServerErrors()
  const create = useMutation({
    mutationFn: (v: KeyFormValues) =>
      createApiKey({
        data: {
          body: {
            label: v.label.trim(),
            accounts: v.accounts,
            permissions: v.trade ? ['read', 'trade'] : ['read'],
            ip_allow: allowListEntries(v.ip_allow),
            webhook: v.webhook,
            ...(twoFactor ? { code: v.code.trim() } : {}),
          },
        },
      }),
  })
  const form = useForm({
    defaultValues: emptyKeyForm,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: keyFormRules(twoFactor) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const answer = await create.mutateAsync(value)
        formApi.reset()
        onCreated(answer.data)
      } catch (error) {
        server.take(error)
      } finally {
        await queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() })
      }
    },
  })
  return (
    <Form onSubmit={() => void form.handleSubmit()} label={m.api_keys_create_title()}>
      <form.Field name="label">
        {(field) => (
          <TextField
            field={field}
            server={server}
            label={m.api_keys_field_label()}
            hint={m.api_keys_field_label_hint()}
            autoComplete="off"
            maxLength={60}
          />
        )}
      </form.Field>
      <form.Field name="accounts">
        {(field) => <AccountsField field={field} server={server} />}
      </form.Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 font-medium text-sm">{m.api_keys_field_permissions()}</legend>
        <Check checked disabled label={m.api_keys_permission_read()} />
        <form.Field name="trade">
          {(field) => (
            <Check
              checked={field.state.value}
              onChange={(on) => field.handleChange(on)}
              label={m.api_keys_permission_trade()}
            />
          )}
        </form.Field>
        <p className="text-muted-foreground text-xs">{m.api_keys_never_withdraw()}</p>
      </fieldset>
      <form.Field name="webhook">
        {(field) => (
          <div className="grid gap-1">
            <Check
              checked={field.state.value}
              onChange={(on) => {
                field.handleChange(on)
                server.clear('webhook')
              }}
              label={m.api_keys_field_webhook()}
            />
            <FieldError field={field} server={server} />
          </div>
        )}
      </form.Field>
      <form.Field name="ip_allow">
        {(field) => (
          <div className="grid gap-1">
            <TextAreaField field={field} server={server} label={m.api_keys_field_ip()} rows={3} />
            <p className="text-muted-foreground text-xs">{m.api_keys_field_ip_hint()}</p>
          </div>
        )}
      </form.Field>
      {twoFactor ? (
        <form.Field name="code">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.money_out_code_totp()}
              hint={m.api_keys_code_hint()}
              normalize={asciiDigits}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              dir="ltr"
            />
          )}
        </form.Field>
      ) : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <SubmitButton busy={submitting} className="sm:w-auto sm:justify-self-start">
            {m.api_keys_create_submit()}
          </SubmitButton>
        )}
      </form.Subscribe>
    </Form>
  )
}

/** The accounts the key may use: every challenge, demo and real account of the user. */
function AccountsField({ field, server }: { field: AnyFieldApi; server: ServerErrors }) {
  const accounts = useQuery(tradeAccountsQuery()).data?.data ?? []
  const chosen = field.state.value as number[]
  const toggle = (id: number, on: boolean) => {
    field.handleChange(on ? [...chosen, id] : chosen.filter((c) => c !== id))
    server.clear('accounts')
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 font-medium text-sm">{m.api_keys_field_accounts()}</legend>
      {accounts.length === 0 ? (
        <p className="text-muted-foreground text-sm">{m.api_keys_no_accounts()}</p>
      ) : (
        accounts.map((account) => (
          <Check
            key={account.id}
            checked={chosen.includes(account.id)}
            onChange={(on) => toggle(account.id, on)}
            label={accountLabel(account)}
          />
        ))
      )}
      <FieldError field={field} server={server} />
    </fieldset>
  )
}

function FieldError({ field, server }: { field: AnyFieldApi; server: ServerErrors }) {
  const name = field.name as string
  const error = firstError(field.state.meta.errors) ?? server.of(name)
  return error ? (
    <p data-testid={`error-${name}`} className="text-destructive text-sm">
      {error}
    </p>
  ) : null
}

function Check({
  checked,
  onChange,
  label,
  disabled,
}: {
  checked: boolean
  onChange?: (on: boolean) => void
  label: string
  disabled?: boolean
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  )
}
