import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { User } from '#contract/user.ts'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { Button } from '~/components/ui/button'
import { useUserUpdated } from '~/lib/auth/session'
import { asciiDigits } from '~/lib/forms/digits'
import { phoneSchema } from '~/lib/forms/schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
import { m } from '~/paraglide/messages'
import {
  confirmPhoneVerification,
  requestPhoneVerification,
} from '~/server/generated/user.functions'
import { CodeStep } from './code-step'
import { VerifiedBadge } from './status-badge'

type Step =
  | { kind: 'view' }
  | { kind: 'number' }
  | { kind: 'code'; phone: string; resendIn: number }

/** The phone number, and changing it: a new number, then the code texted to it. */
export function PhoneContact({ user }: { user: User }) {
  const [step, setStep] = useState<Step>({ kind: 'view' })
  const userUpdated = useUserUpdated()
  const request = useMutation({
    mutationFn: (phone: string) => requestPhoneVerification({ data: { body: { phone } } }),
  })
  const confirm = useMutation({
    mutationFn: (code: string) => confirmPhoneVerification({ data: { body: { code } } }),
    onSuccess: (answer) => {
      userUpdated(answer.data)
      setStep({ kind: 'view' })
    },
  })

  return (
    <div className="grid gap-3" data-testid="phone-contact">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-muted-foreground text-sm">{m.field_phone()}</span>
        {user.phone ? (
          <>
            <bdi dir="ltr" className="font-medium">
              {user.phone}
            </bdi>
            <VerifiedBadge
              verified={user.phone_verified}
              label={user.phone_verified ? m.profile_verified() : m.profile_not_verified()}
            />
          </>
        ) : (
          <span className="text-muted-foreground text-sm italic">{m.profile_no_phone()}</span>
        )}
        {step.kind === 'view' ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="ms-auto"
            onClick={() => setStep({ kind: 'number' })}
          >
            {user.phone ? m.code_change_phone() : m.profile_add_phone()}
          </Button>
        ) : null}
      </div>
      {step.kind === 'number' ? (
        <PhoneNumberForm
          onCancel={() => setStep({ kind: 'view' })}
          onSent={(phone, resendIn) => setStep({ kind: 'code', phone, resendIn })}
          send={(phone) => request.mutateAsync(phone)}
        />
      ) : null}
      {step.kind === 'code' ? (
        <CodeStep
          label={m.profile_phone_code()}
          sentTo={step.phone}
          resendIn={step.resendIn}
          onConfirm={(code) => confirm.mutateAsync(code)}
          onResend={async () => (await request.mutateAsync(step.phone)).data.resend_in}
          back={
            <Button type="button" variant="link" onClick={() => setStep({ kind: 'number' })}>
              {m.code_change_phone()}
            </Button>
          }
        />
      ) : null}
    </div>
  )
}

function PhoneNumberForm({
  send,
  onSent,
  onCancel,
}: {
  send: (phone: string) => Promise<{ data: { resend_in: number } }>
  onSent: (phone: string, resendIn: number) => void
  onCancel: () => void
}) {
  const server = useServerErrors()
  const form = useForm({
    defaultValues: { phone: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: phoneSchema() },
    onSubmit: async ({ value }) => {
      const phone = value.phone.trim()
      try {
        onSent(phone, (await send(phone)).data.resend_in)
      } catch (error) {
        server.take(error)
      }
    },
  })
  return (
    <Form
      onSubmit={() => void form.handleSubmit()}
      label={m.code_change_phone()}
      className="gap-3 rounded-lg border bg-muted/30 p-4"
    >
      <form.Field name="phone">
        {(field) => (
          <TextField
            field={field}
            server={server}
            label={m.field_new_phone()}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            normalize={asciiDigits}
            dir="ltr"
            placeholder="+989121234567"
            hint={m.verify_phone_hint()}
          />
        )}
      </form.Field>
      <div className="flex flex-wrap gap-2">
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <SubmitButton busy={submitting} className="w-auto">
              {m.verify_phone_submit()}
            </SubmitButton>
          )}
        </form.Subscribe>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {m.profile_cancel()}
        </Button>
      </div>
    </Form>
  )
}
