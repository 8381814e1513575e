import { revalidateLogic, useForm } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { Button } from '~/components/ui/button'
import { asciiDigits } from '~/lib/forms/digits'
import { codeSchema } from '~/lib/forms/schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
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
  const server = useServerErrors()
  const countdown = useCountdown(resendIn)
  const form = useForm({
    defaultValues: { code: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: codeSchema() },
    onSubmit: async ({ value }) => {
      try {
        await onConfirm(value.code.trim())
      } catch (error) {
        server.take(error)
      }
    },
  })
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
      <Form onSubmit={() => void form.handleSubmit()} label={label} className="gap-3">
        <form.Field name="code">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.field_code()}
              normalize={asciiDigits}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={5}
              dir="ltr"
            />
          )}
        </form.Field>
        <div className="flex flex-wrap items-center gap-2">
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <SubmitButton busy={submitting} className="w-auto">
                {m.code_submit()}
              </SubmitButton>
            )}
          </form.Subscribe>
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
      </Form>
    </div>
  )
}
