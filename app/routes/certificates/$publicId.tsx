/**
 * A certificate's public page (issue 35, docs/decisions/601): open signed
 * out, in both languages and themes. The server checks the signature
 * against the published key before the page says "Verified"; a revoked one
 * says so; the owner makes it public or private here.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { certificateHead } from '~/components/certificates/certificate-head'
import { CertificateNotFound, CertificatePage } from '~/components/certificates/certificate-page'
import { verifiedCertificateQuery } from '~/lib/queries/certificates'

export const Route = createFileRoute('/certificates/$publicId')({
  // The loader (with the head's texts) loads with the page, not in the route
  // tree every page loads (decision 629).
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context, params }) => {
    const loaded = await context.queryClient.ensureQueryData(
      verifiedCertificateQuery(params.publicId),
    )
    return certificateHead(loaded)
  },
  head: ({ loaderData }) => ({ meta: loaderData?.meta ?? [] }),
  component: CertificateRoute,
})

function CertificateRoute() {
  const { publicId } = Route.useParams()
  const { data } = useSuspenseQuery(verifiedCertificateQuery(publicId))
  return data ? <CertificatePage {...data} /> : <CertificateNotFound />
}
