/** Profile → Certificates: the trader's certificates, each opened on its page and shared from there. */
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatDate } from '~/lib/format'
import { myCertificatesQuery } from '~/lib/queries/certificates'
import { m } from '~/paraglide/messages'
import { certificateKindLabel } from './certificate-labels'

export function MyCertificates() {
  const { data } = useQuery(myCertificatesQuery())
  const rows = data?.data ?? []
  if (rows.length === 0)
    return <p className="text-muted-foreground text-sm">{m.certificates_empty()}</p>
  return (
    <ul className="grid gap-2" data-testid="my-certificates">
      {rows.map((c) => (
        <li
          key={c.public_id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 text-sm"
          data-testid="my-certificate"
        >
          <div className="grid gap-0.5">
            <span className="font-medium">
              {certificateKindLabel(c)} · {c.document.program}
            </span>
            <span className="text-muted-foreground">
              {formatDate(c.document.date)} ·{' '}
              {c.revoked_at !== null
                ? m.certificate_revoked()
                : c.public
                  ? m.certificate_is_public()
                  : m.certificate_is_private()}
            </span>
          </div>
          <Link
            to="/certificates/$publicId"
            params={{ publicId: c.public_id }}
            className="text-primary underline-offset-4 hover:underline"
          >
            {m.certificate_open()}
          </Link>
        </li>
      ))}
    </ul>
  )
}
