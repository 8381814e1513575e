import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { User } from '#contract/user.ts'
import { Button } from '~/components/ui/button'
import { useUserUpdated } from '~/lib/auth/session'
import { m } from '~/paraglide/messages'
import {
  confirmEmailVerification,
  requestEmailVerification,
} from '~/server/generated/user.functions'
import { CodeStep } from './code-step'
import { VerifiedBadge } from './status-badge'

/** The e-mail address, and its confirmation: request a code, then type it. */
export function EmailContact({ user }: { user: User }) {
  const userUpdated = useUserUpdated()
  const [resendIn, setResendIn] = useState<number | undefined>()
  const request = useMutation({
    mutationFn: () => requestEmailVerification({ data: { body: {} } }),
    onSuccess: (answer) => setResendIn(answer.data.resend_in),
  })
  const confirm = useMutation({
    mutationFn: (code: string) => confirmEmailVerification({ data: { body: { code } } }),
    onSuccess: (answer) => {
      userUpdated(answer.data)
      setResendIn(undefined)
    },
  })
  return (
    <div className="grid gap-3" data-testid="email-contact">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-muted-foreground text-sm">{m.field_email()}</span>
        <bdi dir="ltr" className="font-medium">
          {user.email}
        </bdi>
        <VerifiedBadge
          verified={user.email_verified}
          label={user.email_verified ? m.profile_verified() : m.profile_not_verified()}
        />
        {user.email_verified || resendIn !== undefined ? null : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="ms-auto"
            disabled={request.isPending}
            onClick={() => request.mutate()}
          >
            {m.profile_confirm_email()}
          </Button>
        )}
      </div>
      {resendIn !== undefined && !user.email_verified ? (
        <CodeStep
          label={m.profile_confirm_email()}
          sentTo={user.email}
          resendIn={resendIn}
          onConfirm={(code) => confirm.mutateAsync(code)}
          onResend={async () => (await request.mutateAsync()).data.resend_in}
        />
      ) : null}
    </div>
  )
}
