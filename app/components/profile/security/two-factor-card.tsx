import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatCount } from '~/components/support/format'
import { Button } from '~/components/ui/button'
import { secondFactorSchema, totpSchema } from '~/lib/forms/schemas'
import { formatDateTime } from '~/lib/money-format'
import { securityKeys, twoFactorStatusQuery } from '~/lib/queries/security'
import { m } from '~/paraglide/messages'
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactor,
} from '~/server/generated/security.functions'
import { CodeForm } from './code-form'
import { RecoveryCodes } from './recovery-codes'

interface Enrolment {
  secret: string
  qrSvg: string
}

/**
 * Two-factor sign-in (docs/decisions/391): off → scan the QR code, confirm
 * with a first code, keep the recovery codes; on → turn it off or get new
 * recovery codes, each with a current code.
 */
export function TwoFactorCard() {
  const queryClient = useQueryClient()
  const { data: status } = useSuspenseQuery(twoFactorStatusQuery())
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.all })

  const start = useMutation({
    mutationFn: () => startTwoFactor(),
    onSuccess: (answer) => setEnrolment({ secret: answer.data.secret, qrSvg: answer.data.qr_svg }),
  })

  if (codes) {
    return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
  }

  if (status.enabled) {
    return (
      <div className="grid gap-5">
        <p className="text-sm" data-testid="two-factor-on">
          {m.two_factor_is_on({
            date: status.confirmed_at ? formatDateTime(status.confirmed_at) : '',
          })}{' '}
          {m.two_factor_codes_left({ count: formatCount(status.recovery_codes_left) })}
        </p>
        <CodeForm
          label={m.two_factor_new_codes()}
          submitLabel={m.two_factor_new_codes()}
          schema={totpSchema}
          onCode={async (code) => {
            const answer = await regenerateRecoveryCodes({ data: { body: { code } } })
            setCodes(answer.data.recovery_codes)
            await refresh()
          }}
        />
        <CodeForm
          label={m.two_factor_turn_off()}
          submitLabel={m.two_factor_turn_off()}
          schema={secondFactorSchema}
          onCode={async (code) => {
            await disableTwoFactor({ data: { body: { code } } })
            await refresh()
          }}
        />
      </div>
    )
  }

  if (enrolment) {
    return (
      <div className="grid gap-4">
        <p className="text-sm">{m.two_factor_scan()}</p>
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
          alt={m.two_factor_qr_alt()}
          className="size-48 rounded-md bg-white p-2"
        />
        <p className="text-muted-foreground text-sm">
          {m.two_factor_type_secret()}{' '}
          <code
            dir="ltr"
            className="break-all font-mono text-foreground"
            data-testid="two-factor-secret"
          >
            {enrolment.secret}
          </code>
        </p>
        <CodeForm
          label={m.two_factor_confirm()}
          submitLabel={m.two_factor_confirm()}
          schema={totpSchema}
          onCode={async (code) => {
            const answer = await confirmTwoFactor({ data: { body: { code } } })
            setEnrolment(null)
            setCodes(answer.data.recovery_codes)
            await refresh()
          }}
        />
      </div>
    )
  }

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <p className="text-muted-foreground text-sm">{m.two_factor_is_off()}</p>
      <Button type="button" onClick={() => start.mutate()} disabled={start.isPending}>
        {m.two_factor_turn_on()}
      </Button>
    </div>
  )
}
