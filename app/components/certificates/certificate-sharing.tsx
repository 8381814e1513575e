/** The owner's settings of one certificate: public or private, and how their name shows (re-signed). */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Certificate } from '#contract/certificates.ts'
import { Button } from '~/components/ui/button'
import { certificateKeys } from '~/lib/queries/certificates'
import { m } from '~/paraglide/messages'
import { certificatesUpdate } from '~/server/generated/certificates.functions'

type Settings = { public?: boolean; name_display?: Certificate['name_display'] }

export function CertificateSharing({ certificate }: { certificate: Certificate }) {
  const queryClient = useQueryClient()
  const update = useMutation({
    mutationFn: (body: Settings) =>
      certificatesUpdate({ data: { params: { publicId: certificate.public_id }, body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  })
  const names: Array<[Certificate['name_display'], string]> = [
    ['full', m.certificate_name_full()],
    ['initials', m.certificate_name_initials()],
    ['hidden', m.certificate_name_hidden()],
  ]
  return (
    <div className="grid gap-4 text-sm" data-testid="certificate-sharing">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p data-testid="certificate-visibility">
          {certificate.public ? m.certificate_is_public() : m.certificate_is_private()}
        </p>
        <Button
          variant={certificate.public ? 'outline' : 'default'}
          size="sm"
          disabled={update.isPending}
          onClick={() => update.mutate({ public: !certificate.public })}
        >
          {certificate.public ? m.certificate_make_private() : m.certificate_make_public()}
        </Button>
      </div>
      <label className="flex flex-wrap items-center justify-between gap-3">
        <span>{m.certificate_name_display()}</span>
        <select
          className="h-9 rounded-md border bg-background px-3"
          value={certificate.name_display}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ name_display: event.target.value as Certificate['name_display'] })
          }
        >
          {names.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
