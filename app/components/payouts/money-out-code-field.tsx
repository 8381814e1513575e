import type { AnyFieldApi } from '@tanstack/react-form'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { TextField } from '~/components/forms/text-field'
import { Button } from '~/components/ui/button'
import { asciiDigits } from '~/lib/forms/digits'
import type { ServerErrors } from '~/lib/forms/server-errors'
import { moneyOutFactorQuery } from '~/lib/queries/payouts'
import { m } from '~/paraglide/messages'
import { sendMoneyOutCode } from '~/server/generated/payouts.functions'

/**
 * The fresh second factor money out asks for (docs/decisions/393): the
 * authenticator's code when two-factor is on, else a code mailed on request.
 */
export function MoneyOutCodeField({ field, server }: { field: AnyFieldApi; server: ServerErrors }) {
  const factor = useSuspenseQuery(moneyOutFactorQuery()).data
  // Through a mutation: the engine's message is toasted, a 429's wait too (decision 143).
  const send = useMutation({ mutationFn: () => sendMoneyOutCode() })
  const totp = factor.method === 'totp'
  return (
    <TextField
      field={field}
      server={server}
      label={totp ? m.money_out_code_totp() : m.money_out_code_email()}
      hint={totp ? m.money_out_code_totp_hint() : m.money_out_code_email_hint()}
      normalize={asciiDigits}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      dir="ltr"
      labelAction={
        totp ? null : (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0"
            disabled={send.isPending}
            onClick={() => send.mutate()}
          >
            {m.money_out_send_code()}
          </Button>
        )
      }
    />
  )
}
