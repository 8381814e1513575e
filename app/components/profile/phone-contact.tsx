import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { User } from '#contract/user.ts'
import { useCodeForm } from '~/components/fields/code-and-phone-fields'
import { FieldsForm, useServerChecks } from '~/components/forms/form-hook'
import { Button } from '~/components/ui/button'
import { useUserUpdated } from '~/lib/auth/session'
import { phoneSchema } from '~/lib/forms/schemas'
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
  const { checks, server } = useServerChecks(phoneSchema(), async (value) => {
    const phone = value.phone.trim()
    onSent(phone, (await send(phone)).data.resend_in)
  })
  const form = useCodeForm({ defaultValues: { phone: '' }, ...checks })
  return (
    <FieldsForm
      form={form}
      server={server}
      label={m.code_change_phone()}
      className="gap-3 rounded-lg border bg-muted/30 p-4"
    >
      <form.AppField name="phone">
        {(field) => <field.PhoneField label={m.field_new_phone()} />}
      </form.AppField>
      <div className="flex flex-wrap gap-2">
        <form.SubmitButton className="w-auto">{m.verify_phone_submit()}</form.SubmitButton>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {m.profile_cancel()}
        </Button>
      </div>
    </FieldsForm>
  )
}
