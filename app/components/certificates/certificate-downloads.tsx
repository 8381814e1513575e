/**
 * The signed bytes and the signature, to check anywhere (README,
 * "Verifying a certificate"): certificate.json is the canonical JSON exactly
 * as signed; certificate.sig.json names the key and holds the signature.
 */
import type { Certificate } from '#contract/certificates.ts'
import { KEYS_PATH } from '~/lib/certificate-paths'
import { m } from '~/paraglide/messages'

const asData = (text: string) => `data:application/json;charset=utf-8,${encodeURIComponent(text)}`

export function CertificateDownloads({ certificate }: { certificate: Certificate }) {
  const signature = JSON.stringify(
    {
      key_id: certificate.key_id,
      algorithm: certificate.algorithm,
      signature: certificate.signature,
    },
    null,
    2,
  )
  const link = 'text-primary underline-offset-4 hover:underline'
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-muted-foreground">{m.certificate_how_to_verify()}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        <a
          href={asData(certificate.canonical)}
          download="certificate.json"
          className={link}
          data-testid="certificate-download-json"
        >
          {m.certificate_download_json()}
        </a>
        <a href={asData(signature)} download="certificate.sig.json" className={link}>
          {m.certificate_download_signature()}
        </a>
        <a href={KEYS_PATH} className={link}>
          {m.certificate_public_keys()}
        </a>
      </div>
    </div>
  )
}
