import type { ReactNode } from 'react'
import { useCodeForm } from '~/components/fields/code-and-phone-fields'
import { FieldsForm, useServerChecks } from '~/components/forms/form-hook'
import { Button } from '~/components/ui/button'
import { codeSchema } from '~/lib/forms/schemas'
import { asHttpError } from '~/lib/http-error'
import { useCountdown } from '~/lib/use-countdown'
import { m } from '~/paraglide/messages'

/**
 * The second phase of a verification (spec §4): the 5-digit code that was
 * sent, a resend that waits as long as the upstream asks, and a way back.
 */
export function CodeStep({
  sentTo,
  resendIn,
  onConfirm,
  onResend,
  back,
  label,
}: {
  sentTo: string
  resendIn: number
  onConfirm: (code: string) => Promise<unknown>
  /** Sends the code again; answers the seconds until the next resend. */
  onResend: () => Promise<number>
  back?: ReactNode
  label: string
}) {
  const countdown = useCountdown(resendIn)
  const { checks, server } = useServerChecks(codeSchema(), (value) => onConfirm(value.code.trim()))
  const form = useCodeForm({ defaultValues: { code: '' }, ...checks })
  const resend = async () => {
    try {
      countdown.start(await onResend())
    } catch (error) {
      const wait = asHttpError(error)?.retryAfter
      if (wait) countdown.start(wait)
    }
  }
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/30 p-4">
      <p className="text-muted-foreground text-sm">
        {m.code_sent_to()}{' '}
        <bdi dir="ltr" className="font-medium text-foreground">
          {sentTo}
        </bdi>
      </p>
      <FieldsForm form={form} server={server} label={label} className="gap-3">
        <form.AppField name="code">{(field) => <field.CodeField />}</form.AppField>
        <div className="flex flex-wrap items-center gap-2">
          <form.SubmitButton className="w-auto">{m.code_submit()}</form.SubmitButton>
          <Button
            type="button"
            variant="ghost"
            disabled={countdown.left > 0}
            onClick={() => void resend()}
          >
            {countdown.left > 0
              ? m.code_resend_in({ seconds: String(countdown.left) })
              : m.code_resend()}
          </Button>
          {back}
        </div>
      </FieldsForm>
    </div>
  )
}
