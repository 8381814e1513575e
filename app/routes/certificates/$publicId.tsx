/**
 * A certificate's public page (issue 35, docs/decisions/601): open signed
 * out, in both languages and themes. The server checks the signature
 * against the published key before the page says "Verified"; a revoked one
 * says so; the owner makes it public or private here.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { certificateKindLabel } from '~/components/certificates/certificate-labels'
import { CertificateNotFound, CertificatePage } from '~/components/certificates/certificate-page'
import { formatMoney } from '~/lib/format'
import { verifiedCertificateQuery } from '~/lib/queries/certificates'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/certificates/$publicId')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(verifiedCertificateQuery(params.publicId)),
  head: ({ loaderData }) => {
    const certificate = loaderData?.certificate
    if (!certificate || !loaderData) return { meta: [{ title: m.certificate_not_found() }] }
    const kind = certificateKindLabel(certificate)
    const title = `${kind} · ${m.app_name()}`
    const description = m.certificate_share_description({
      kind,
      program: certificate.document.program,
      size: formatMoney(certificate.document.account_size),
    })
    return {
      meta: [
        { title },
        { name: 'description', content: description },
        { property: 'og:type', content: 'website' },
        { property: 'og:title', content: title },
        { property: 'og:description', content: description },
        { property: 'og:url', content: loaderData.url },
        // Drawn on the server in the page's language (docs/decisions/602).
        { property: 'og:image', content: `${loaderData.url}/og.png?lang=${getLocale()}` },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
        { property: 'og:image:alt', content: description },
        { name: 'twitter:card', content: 'summary_large_image' },
      ],
    }
  },
  component: CertificateRoute,
})

function CertificateRoute() {
  const { publicId } = Route.useParams()
  const { data } = useSuspenseQuery(verifiedCertificateQuery(publicId))
  return data ? <CertificatePage {...data} /> : <CertificateNotFound />
}
