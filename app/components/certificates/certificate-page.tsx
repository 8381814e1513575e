/** The certificate page's body: status, facts, QR code, downloads, and the owner's settings. */
import type { ReactNode } from 'react'
import type { Certificate } from '#contract/certificates.ts'
import { PublicFrame } from '~/components/layout/public-frame'
import { Card } from '~/components/ui/card'
import { m } from '~/paraglide/messages'
import { CertificateDetails } from './certificate-details'
import { CertificateDownloads } from './certificate-downloads'
import { certificateKindLabel } from './certificate-labels'
import { CertificateRevoke } from './certificate-revoke'
import { CertificateSharing } from './certificate-sharing'
import { CertificateStatus } from './certificate-status'

/** The frame every page outside the panel shares. */
function Shell({ children }: { children: ReactNode }) {
  return <PublicFrame column="max-w-3xl gap-6">{children}</PublicFrame>
}

export function CertificatePage({
  certificate,
  verified,
  qrSvg,
}: {
  certificate: Certificate
  verified: boolean
  url: string
  qrSvg: string
}) {
  return (
    <Shell>
      <div className="grid gap-1">
        <p className="text-muted-foreground text-sm">{m.certificate_title()}</p>
        <h1 className="font-semibold text-3xl tracking-tight">
          {certificateKindLabel(certificate)}
        </h1>
      </div>
      <CertificateStatus certificate={certificate} verified={verified} />
      <Card className="grid gap-6 p-5 sm:grid-cols-[1fr_auto] sm:p-6">
        <CertificateDetails certificate={certificate} />
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(qrSvg)}`}
          alt={m.certificate_qr_label()}
          width={144}
          height={144}
          className="size-36 justify-self-center rounded-md bg-white p-1"
        />
      </Card>
      {certificate.owned ? (
        <Card className="grid gap-3 p-5 sm:p-6">
          <h2 className="font-semibold text-lg">{m.certificate_sharing()}</h2>
          <CertificateSharing certificate={certificate} />
        </Card>
      ) : null}
      {certificate.revocable ? (
        <Card className="grid gap-3 p-5 sm:p-6">
          <h2 className="font-semibold text-lg">{m.certificate_revoke_title()}</h2>
          <CertificateRevoke certificate={certificate} />
        </Card>
      ) : null}
      <CertificateDownloads certificate={certificate} />
    </Shell>
  )
}

export function CertificateNotFound() {
  return (
    <Shell>
      <div className="grid gap-2" data-testid="certificate-not-found">
        <h1 className="font-semibold text-2xl">{m.certificate_not_found()}</h1>
        <p className="text-muted-foreground">{m.certificate_not_found_help()}</p>
      </div>
    </Shell>
  )
}
