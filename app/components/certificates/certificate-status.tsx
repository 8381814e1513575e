/**
 * What the page's check found (docs/decisions/601): "Verified" only when the
 * server checked the signature against the published key; a revoked
 * certificate says so with the reason, whatever its signature.
 */
import { BadgeCheck, Ban, ShieldAlert } from 'lucide-react'
import type { Certificate } from '#contract/certificates.ts'
import { formatDate } from '~/lib/format'
import { m } from '~/paraglide/messages'

export function CertificateStatus({
  certificate,
  verified,
}: {
  certificate: Certificate
  verified: boolean
}) {
  if (certificate.revoked_at !== null)
    return (
      <div
        role="status"
        data-testid="certificate-status"
        data-status="revoked"
        className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-destructive"
      >
        <Ban aria-hidden="true" className="mt-0.5 size-5" />
        <div className="grid gap-1">
          <p className="font-semibold">{m.certificate_revoked()}</p>
          <p className="text-sm">
            {m.certificate_revoked_help({
              date: formatDate(certificate.revoked_at),
              reason: certificate.revoked_reason ?? '',
            })}
          </p>
        </div>
      </div>
    )
  return verified ? (
    <div
      role="status"
      data-testid="certificate-status"
      data-status="verified"
      className="flex items-start gap-3 rounded-lg border border-long/40 bg-long/10 p-4 text-long"
    >
      <BadgeCheck aria-hidden="true" className="mt-0.5 size-5" />
      <div className="grid gap-1">
        <p className="font-semibold">{m.certificate_verified()}</p>
        <p className="text-foreground text-sm">
          {m.certificate_verified_help({ kid: certificate.key_id })}
        </p>
      </div>
    </div>
  ) : (
    <div
      role="status"
      data-testid="certificate-status"
      data-status="unverified"
      className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-destructive"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5" />
      <div className="grid gap-1">
        <p className="font-semibold">{m.certificate_not_verified()}</p>
        <p className="text-sm">{m.certificate_not_verified_help()}</p>
      </div>
    </div>
  )
}
