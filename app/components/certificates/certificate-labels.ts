/** What a certificate is called, in the page's language. */
import type { Certificate } from '#contract/certificates.ts'
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'

export function certificateKindLabel(certificate: Pick<Certificate, 'document'>): string {
  const { kind, step } = certificate.document
  if (kind === 'step_passed')
    return m.certificate_kind_step_passed({ step: localDigits(step ?? 1) })
  return kind === 'funded' ? m.certificate_kind_funded() : m.certificate_kind_payout()
}
