/**
 * Verifiable certificates (issue 35, docs/decisions/600): a passed step, a
 * funded account, a paid payout. Each is a signed document: `canonical` is
 * its RFC 8785 JSON, `signature` the Ed25519 signature of those UTF-8 bytes
 * (base64url) under the published key `key_id` (GET /v1/certificates/keys,
 * also served at /.well-known/proptrade-certificates.json).
 */
import { z } from 'zod'
import { decimal, list, resource, timestamp } from './common.ts'
import { endpoint } from './endpoint.ts'
import { payoutNetwork } from './payouts.ts'

export const certificateKinds = ['step_passed', 'funded', 'payout'] as const
export const certificateKind = z.enum(certificateKinds)
export const nameDisplays = ['full', 'initials', 'hidden'] as const
export const nameDisplay = z.enum(nameDisplays, { error: 'Choose how your name shows' })

/** The signed document, exactly what `canonical` holds. */
export const certificateDocument = z.object({
  type: z.literal('proptrade.certificate'),
  version: z.literal(1),
  id: z.string(),
  kind: certificateKind,
  /** The web's origin that issued it (where its page and keys are). */
  issuer: z.string(),
  issued_at: timestamp,
  /** The trader's name as they chose to show it; null when hidden. */
  trader: z.string().nullable(),
  program: z.string(),
  account_size: decimal,
  currency: z.literal('USDT'),
  /** The step passed (1, 2, 3); null for a funded account or a payout. */
  step: z.number().int().nullable(),
  /** When the step passed, the funded account opened or the payout was paid. */
  date: timestamp,
  payout: z.object({ amount: decimal, network: payoutNetwork, tx_hash: z.string() }).nullable(),
})
export type CertificateDocument = z.infer<typeof certificateDocument>

export const publicId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, { error: 'Certificate id is invalid' })
export const publicIdParam = z.object({ publicId })

export const certificate = z.object({
  public_id: z.string(),
  kind: certificateKind,
  document: certificateDocument,
  canonical: z.string(),
  signature: z.string(),
  key_id: z.string(),
  algorithm: z.literal('Ed25519'),
  issued_at: timestamp,
  /** Shown to anyone with the link; private answers 404 to others. */
  public: z.boolean(),
  name_display: nameDisplay,
  /** The caller owns it (may change its settings). */
  owned: z.boolean(),
  /** The caller is staff and it is not revoked yet: the page offers to revoke it. */
  revocable: z.boolean(),
  revoked_at: timestamp.nullable(),
  revoked_reason: z.string().nullable(),
  /** The payout's transaction on its network's explorer. */
  explorer_url: z.string().nullable(),
})
export type Certificate = z.infer<typeof certificate>

export const certificateSettings = z
  .object({ public: z.boolean().optional(), name_display: nameDisplay.optional() })
  .refine((b) => b.public !== undefined || b.name_display !== undefined, {
    error: 'Nothing to change',
  })

export const publishedKey = z.object({
  kid: z.string(),
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  use: z.literal('sig'),
  alg: z.literal('EdDSA'),
  status: z.enum(['current', 'retired']),
})

export const certificateKeys = z.object({
  issuer: z.string(),
  algorithm: z.literal('Ed25519'),
  canonicalization: z.literal('RFC 8785'),
  keys: z.array(publishedKey),
})
export type CertificateKeys = z.infer<typeof certificateKeys>

export const revokeBody = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, { error: 'Reason is required' })
    .max(1000, { error: 'Reason is too long' }),
})

export const certificateEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/v1/certificates',
    summary: "The signed-in trader's certificates, newest first",
    access: 'user',
    response: list(certificate),
  }),
  show: endpoint({
    method: 'GET',
    path: '/v1/certificates/{publicId}',
    summary: 'A certificate: public, or the caller’s own (staff see every one)',
    access: 'public',
    params: publicIdParam,
    response: resource(certificate),
    refusals: { 404: 'No such certificate, or it is private and not the caller’s' },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/v1/certificates/{publicId}',
    summary: 'Make one of my certificates public or private, or change how my name shows',
    access: 'user',
    params: publicIdParam,
    body: certificateSettings,
    response: resource(certificate),
    refusals: { 404: 'Not one of the caller’s certificates' },
  }),
  keys: endpoint({
    method: 'GET',
    path: '/v1/certificates/keys',
    summary: 'The public keys certificates are signed with, by key id',
    access: 'public',
    response: certificateKeys,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/v1/staff/certificates/{publicId}/revoke',
    summary: 'Revoke a certificate, with the reason its page shows',
    access: 'staff',
    params: publicIdParam,
    body: revokeBody,
    response: resource(certificate),
    refusals: { 404: 'No such certificate', 409: 'Already revoked' },
  }),
} as const
