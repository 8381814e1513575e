/**
 * The trader's API keys, managed from the profile (decisions 610-614):
 * create (the secret and the webhook URL answered once), list, revoke, and
 * the log of a key's TradingView alerts. The signed API the keys open is
 * contract/trading-api.ts.
 */
import { z } from 'zod'
import { id, idParam, pageQuery, paginated, resource, timestamp } from './common.ts'
import { endpoint } from './endpoint.ts'

/** Keys a user may hold at once (revoked ones do not count). */
export const MAX_API_KEYS = 10
export const apiKeyPermissions = ['read', 'trade'] as const
export const apiKeyPermission = z.enum(apiKeyPermissions)
export type ApiKeyPermission = z.infer<typeof apiKeyPermission>

export const apiKeyView = z.object({
  id,
  label: z.string(),
  /** What a client sends in X-MBX-APIKEY. */
  api_key: z.string(),
  /** The user challenges it may use. */
  accounts: z.array(id),
  permissions: z.array(apiKeyPermission),
  /** Addresses and CIDR ranges it may be used from; empty: any. */
  ip_allow: z.array(z.string()),
  /** Whether it has a TradingView webhook. */
  webhook: z.boolean(),
  created_at: timestamp,
  last_used_at: timestamp.nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: timestamp.nullable(),
})
export type ApiKeyView = z.infer<typeof apiKeyView>

export const createApiKeyBody = z.object({
  label: z
    .string({ error: 'Label is required' })
    .trim()
    .min(1, { error: 'Label is required' })
    .max(60, { error: 'Label is too long' }),
  accounts: z
    .array(z.coerce.number().int().positive().max(2_147_483_647), {
      error: 'Choose at least one account',
    })
    .min(1, { error: 'Choose at least one account' })
    .max(20, { error: 'At most 20 accounts' }),
  permissions: z
    .array(apiKeyPermission, { error: 'A key always reads; add trade or leave it read-only' })
    .min(1, { error: 'A key always reads; add trade or leave it read-only' }),
  ip_allow: z
    .array(z.string().max(50, { error: 'Not an IP address or range: {value}' }))
    .max(20, { error: 'At most 20 addresses' })
    .default([]),
  /** Also make a TradingView webhook URL (needs the trade permission). */
  webhook: z.boolean().default(false),
  /** The authenticator's code: required when two-factor sign-in is on. */
  code: z.string().trim().max(32).optional(),
})

export const createdApiKey = z.object({
  key: apiKeyView,
  /** The signing secret: answered this once, never again. */
  secret: z.string(),
  /** The TradingView webhook URL (its last part is its own secret): this once too. */
  webhook_url: z.string().nullable(),
})

export const apiKeyLogEntry = z.object({
  id,
  outcome: z.enum(['placed', 'duplicate', 'refused']),
  alert_id: z.string().nullable(),
  order_id: id.nullable(),
  /** What happened, in the reader's language. */
  message: z.string(),
  ip: z.string().nullable(),
  created_at: timestamp,
})
export type ApiKeyLogEntry = z.infer<typeof apiKeyLogEntry>

const keyParams = z.object({ apiKeyId: idParam })

export const apiKeyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/user/apiKeys',
    summary: 'The user’s API keys, newest first (revoked ones marked)',
    access: 'user',
    response: resource(z.array(apiKeyView)).extend({
      meta: z.object({ max_keys: z.number().int(), two_factor: z.boolean() }),
    }),
  }),
  create: endpoint({
    refusals: {
      422: 'A field is wrong, the code is missing or wrong, or the user holds 10 keys',
      429: 'Too many wrong codes; Retry-After says when to try again',
    },
    method: 'POST',
    path: '/v1/user/apiKeys',
    summary: 'Create an API key; its secret (and webhook URL) are answered once',
    access: 'user',
    body: createApiKeyBody,
    response: resource(createdApiKey),
  }),
  revoke: endpoint({
    refusals: { 409: 'The key is already revoked' },
    method: 'POST',
    path: '/v1/user/apiKeys/{apiKeyId}/revoke',
    summary: 'Revoke an API key: it stops working at once',
    access: 'user',
    params: keyParams,
    response: resource(apiKeyView),
  }),
  log: endpoint({
    method: 'GET',
    path: '/v1/user/apiKeys/{apiKeyId}/log',
    summary: 'What became of the key’s TradingView alerts, newest first',
    access: 'user',
    params: keyParams,
    query: pageQuery,
    response: paginated(apiKeyLogEntry),
  }),
} as const
