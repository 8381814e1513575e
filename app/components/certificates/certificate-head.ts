/**
 * A certificate page's title and share cards (Open Graph, Twitter) in the
 * page's language. Computed by the route's loader, which loads with the
 * page: the route's `head` sits in the route tree every page loads, and the
 * labels, money format and texts would weigh on /signin's first load
 * (decision 629).
 */
import { formatMoney } from '~/lib/format'
import type { verifiedCertificateQuery } from '~/lib/queries/certificates'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { certificateKindLabel } from './certificate-labels'

type Verified = Awaited<
  ReturnType<NonNullable<ReturnType<typeof verifiedCertificateQuery>['queryFn']>>
>

export function certificateHead(loaded: Verified | undefined): { meta: Record<string, string>[] } {
  const certificate = loaded?.certificate
  if (!certificate || !loaded) return { meta: [{ title: m.certificate_not_found() }] }
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
      { property: 'og:url', content: loaded.url },
      // Drawn on the server in the page's language (docs/decisions/602).
      { property: 'og:image', content: `${loaded.url}/og.png?lang=${getLocale()}` },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: description },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
  }
}
