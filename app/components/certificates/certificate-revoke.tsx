/** Staff revoke a certificate with the reason its page then shows (docs/decisions/600). */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Certificate } from '#contract/certificates.ts'
import { Button } from '~/components/ui/button'
import { certificateKeys } from '~/lib/queries/certificates'
import { m } from '~/paraglide/messages'
import { certificatesRevoke } from '~/server/generated/certificates.functions'

export function CertificateRevoke({ certificate }: { certificate: Certificate }) {
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const revoke = useMutation({
    mutationFn: () =>
      certificatesRevoke({
        data: { params: { publicId: certificate.public_id }, body: { reason: reason.trim() } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  })
  return (
    <form
      className="grid gap-3 text-sm"
      onSubmit={(event) => {
        event.preventDefault()
        revoke.mutate()
      }}
    >
      <label className="grid gap-1.5">
        <span>{m.certificate_revoke_reason()}</span>
        <textarea
          className="min-h-20 rounded-md border bg-background p-2"
          value={reason}
          maxLength={1000}
          required
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <Button
        type="submit"
        variant="destructive"
        size="sm"
        className="justify-self-start"
        disabled={revoke.isPending || reason.trim() === ''}
      >
        {m.certificate_revoke_button()}
      </Button>
    </form>
  )
}
