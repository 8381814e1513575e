/** Certificates (contract/certificates.ts): one, checked on the server; the trader's own. */
import { queryOptions } from '@tanstack/react-query'
import { getVerifiedCertificate } from '~/server/certificates.functions'
import { certificatesMine } from '~/server/generated/certificates.functions'

export const certificateKeys = {
  all: ['certificates'] as const,
  one: (publicId: string) => [...certificateKeys.all, 'one', publicId] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
}

/** One certificate with whether its signature holds against the published key; null when not found. */
export const verifiedCertificateQuery = (publicId: string) =>
  queryOptions({
    queryKey: certificateKeys.one(publicId),
    queryFn: () => getVerifiedCertificate({ data: { params: { publicId } } }),
  })

export const myCertificatesQuery = () =>
  queryOptions({
    queryKey: certificateKeys.mine(),
    queryFn: () => certificatesMine(),
  })
