/**
 * The engine's configuration: every environment variable it reads, validated
 * once at boot. Secrets have development defaults and are required when
 * NODE_ENV=production.
 */
import { createHash } from 'node:crypto'
import { z } from 'zod'
import { canonicalEntry } from './api-keys/addresses.ts'

const DEV_SECRET = 'development-only-secret-change-me'

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  ENGINE_HOST: z.string().default('127.0.0.1'),
  ENGINE_PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  /** Where browsers reach the engine (hosted payment page, file links). */
  ENGINE_PUBLIC_URL: optional.pipe(z.url().optional()),
  /**
   * Where browsers reach the web (links in mail, payment return pages).
   * Unset: http://localhost:PORT, PORT being the web's port (`npm start`
   * hands both services one environment), 3000 without it.
   */
  WEB_BASE_URL: optional.pipe(z.url().optional()),
  /** The web's port, read only to derive WEB_BASE_URL. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** postgres://… for Postgres; unset for the embedded PGlite under DATA_DIR. */
  DATABASE_URL: optional.pipe(z.string().startsWith('postgres').optional()),
  DATA_DIR: z.string().default('data'),
  /** Signs sessions' side data, download links, payment confirmations. */
  APP_KEY: optional,
  SESSION_LIFETIME_MINUTES: z.coerce.number().int().min(1).default(120),
  /** Days a "remember me" session lasts. */
  SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).default(30),
  SESSION_SECURE_COOKIE: bool.optional(),
  /** smtp(s)://user:pass@host:port; unset: mail only reaches the dev outbox. */
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('PropTrade <no-reply@proptrade.local>'),
  /** An HTTPS endpoint that sends SMS (POST {to, text}); unset: dev outbox only. */
  SMS_WEBHOOK_URL: optional.pipe(z.url().optional()),
  /** Sent as `Authorization: Bearer …` to the SMS webhook when set. */
  SMS_WEBHOOK_TOKEN: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /**
   * simulated (default), manual (tests), or live sources in order of
   * preference: binance, bybit, or both (binance,bybit; decision 440).
   */
  MARKET_FEED: z
    .string()
    .default('simulated')
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(
      z.union(
        [
          z.tuple([z.enum(['simulated', 'manual'])]),
          z
            .array(z.enum(['binance', 'bybit']))
            .min(1)
            .refine((list) => new Set(list).size === list.length, 'a source is named twice'),
        ],
        { error: 'simulated, manual, or a list of binance and bybit (e.g. binance,bybit)' },
      ),
    ),
  FEED_SEED: z.coerce.number().int().default(42),
  BINANCE_WS_URL: z.url().default('wss://fstream.binance.com'),
  BINANCE_REST_URL: z.url().default('https://fapi.binance.com'),
  BYBIT_WS_URL: z.url().default('wss://stream.bybit.com/v5/public/linear'),
  BYBIT_REST_URL: z.url().default('https://api.bybit.com'),
  BROADCAST_APP_ID: z.string().default('proptrade'),
  BROADCAST_APP_KEY: z.string().min(1).default('proptrade'),
  BROADCAST_APP_SECRET: optional,
  /** Hour (UTC) at which a trading day starts. */
  DAY_BOUNDARY_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(0),
  TICKET_MAX_FILES: z.coerce.number().int().min(0).default(5),
  TICKET_MAX_FILE_MB: z.coerce.number().min(0.1).default(5),
  /** How long a signed attachment download link works. */
  TICKET_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(86400).default(300),
  AVATAR_MAX_KB: z.coerce.number().int().min(1).default(2048),
  PAYMENT_SANDBOX_SECRET: optional,
  /** Open real accounts without staff review. */
  AUTO_APPROVE_REAL_ACCOUNTS: bool.default(false),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** The external rules page linked from the challenges section; default WEB_BASE_URL/rules. */
  RULES_URL: optional.pipe(z.url().optional()),
  /** Offer the built-in sandbox provider (free test payments); default: outside production. */
  PAYMENT_SANDBOX_ENABLED: bool.optional(),
  /** Serve /metrics and count (docs/decisions/400); false turns the counting off too. */
  METRICS_ENABLED: bool.default(true),
  /** Bearer token /metrics requires; required to serve /metrics in production. */
  METRICS_TOKEN: optional,
  /** A live source's pair with no price this long is stale: halted when no source is fresh (decision 440), /ready fails. */
  FEED_STALE_SECONDS: z.coerce.number().min(1).default(10),
  /** A live tick this far (percent) from the last price within a second is held until confirmed. */
  FEED_MAX_JUMP_PERCENT: z
    .string()
    .trim()
    .default('5')
    .pipe(z.string().regex(/^\d{1,3}(\.\d{1,4})?$/, 'a percentage such as 5 or 2.5'))
    .refine((v) => Number(v) > 0, 'must be above 0'),
  /** Stripe Checkout (cards): offered when both are set (docs/decisions/380). */
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Where the Stripe SDK sends its requests; a stand-in in tests. */
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** NOWPayments invoices (crypto): offered when both are set. */
  NOWPAYMENTS_API_KEY: optional,
  NOWPAYMENTS_IPN_SECRET: optional,
  /** Production https://api.nowpayments.io/v1, sandbox https://api-sandbox.nowpayments.io/v1. */
  NOWPAYMENTS_API_URL: z.url().default('https://api.nowpayments.io/v1'),
  /** The trading API (decision 612): request weight a key may use in a minute. */
  API_WEIGHT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Orders a key may place in 10 seconds (signed requests and TradingView alerts together). */
  API_ORDERS_PER_10S: z.coerce.number().int().min(1).default(50),
  /**
   * Proxies in front of the engine whose X-Forwarded-For the trading API
   * believes (addresses or CIDR ranges, comma-separated): the client's
   * address, which a key's allow-list checks, is the last one they did not add.
   */
  API_TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.1,::1')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((entry) => canonicalEntry(entry) !== null), {
      error: 'addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)',
    }),
  /**
   * Sumsub identity checks (docs/decisions/590): on when the three keys are
   * set, off (development's default) when none is; production refuses a part.
   */
  SUMSUB_APP_TOKEN: optional,
  SUMSUB_SECRET_KEY: optional,
  SUMSUB_WEBHOOK_SECRET: optional,
  /** The verification level (its steps are configured in Sumsub's dashboard). */
  SUMSUB_LEVEL_NAME: z.string().trim().min(1).default('basic-kyc-level'),
  /** Where Sumsub's REST API is; a stand-in in tests. */
  SUMSUB_API_URL: z.url().default('https://api.sumsub.com'),
  /** Where staff open an applicant: {applicantId} is replaced. */
  SUMSUB_APPLICANT_URL: z
    .string()
    .default('https://cockpit.sumsub.com/checkus#/applicant/{applicantId}/basicInfo'),
  /** How often the engine asks providers about payments pending for 10 minutes. */
  PAYMENT_RECONCILE_EVERY_SECONDS: z.coerce.number().int().min(10).default(120),
  /**
   * Signs certificates (docs/decisions/600): the base64 of a 32-byte Ed25519
   * private key (seed). Unset outside production: a fixed development key.
   */
  CERTIFICATE_SIGNING_KEY: optional.pipe(
    z
      .string()
      .refine((v) => isSeed(v), { error: 'the base64 of a 32-byte Ed25519 private key' })
      .optional(),
  ),
  /** Public keys of retired signing keys, still published (base64 of 32 bytes, comma-separated). */
  CERTIFICATE_RETIRED_PUBLIC_KEYS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isSeed), {
      error: 'base64 32-byte Ed25519 public keys, comma-separated',
    }),
})

/** Base64 (or base64url) of exactly 32 bytes. */
function isSeed(value: string): boolean {
  return /^[A-Za-z0-9+/_-]{43}=?$/.test(value) && Buffer.from(value, 'base64').length === 32
}

/** Each real provider's keys: all set, or none. */
const PROVIDER_KEYS = [
  ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  ['NOWPAYMENTS_API_KEY', 'NOWPAYMENTS_IPN_SECRET'],
  ['SUMSUB_APP_TOKEN', 'SUMSUB_SECRET_KEY', 'SUMSUB_WEBHOOK_SECRET'],
] as const

type Raw = z.infer<typeof schema>
export type EngineConfig = Omit<
  Raw,
  | 'APP_KEY'
  | 'BROADCAST_APP_SECRET'
  | 'PAYMENT_SANDBOX_SECRET'
  | 'ENGINE_PUBLIC_URL'
  | 'SESSION_SECURE_COOKIE'
  | 'RULES_URL'
  | 'PAYMENT_SANDBOX_ENABLED'
  | 'WEB_BASE_URL'
  | 'CERTIFICATE_SIGNING_KEY'
> & {
  /** Base64 of the Ed25519 seed that signs certificates (a development key when unset outside production). */
  CERTIFICATE_SIGNING_KEY: string
  WEB_BASE_URL: string
  APP_KEY: string
  BROADCAST_APP_SECRET: string
  PAYMENT_SANDBOX_SECRET: string
  ENGINE_PUBLIC_URL: string
  SESSION_SECURE_COOKIE: boolean
  RULES_URL: string
  PAYMENT_SANDBOX_ENABLED: boolean
}

const SECRETS = ['APP_KEY', 'BROADCAST_APP_SECRET', 'PAYMENT_SANDBOX_SECRET'] as const

/** Development's certificate key: fixed, so its certificates verify across restarts; never in production. */
const DEV_CERTIFICATE_KEY = createHash('sha256')
  .update(`${DEV_SECRET}-certificates`)
  .digest('base64')

export function parseEngineConfig(env: NodeJS.ProcessEnv): EngineConfig {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid engine configuration:\n${lines.join('\n')}`)
  }
  const raw = parsed.data
  const production = raw.NODE_ENV === 'production'
  if (production) {
    const missing = SECRETS.filter((name) => !raw[name] || raw[name].length < 16)
    if (missing.length > 0) {
      throw new Error(
        `Invalid engine configuration:\n${missing.map((n) => `  ${n}: required in production (16+ characters)`).join('\n')}`,
      )
    }
    if (!raw.CERTIFICATE_SIGNING_KEY) {
      throw new Error(
        'Invalid engine configuration:\n  CERTIFICATE_SIGNING_KEY: required in production (the base64 of a 32-byte Ed25519 private key)',
      )
    }
    // Names only in the message: never a key's value.
    const half = PROVIDER_KEYS.flatMap((group) => {
      const set = group.filter((name) => Boolean(raw[name]))
      if (set.length === 0 || set.length === group.length) return []
      return group
        .filter((name) => !raw[name])
        .map(
          (name) =>
            `  ${name}: required in production when ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set`,
        )
    })
    if (half.length > 0) {
      throw new Error(`Invalid engine configuration:\n${half.join('\n')}`)
    }
    if (!raw.DATABASE_URL) {
      console.warn('DATABASE_URL is unset: production is running on the embedded PGlite file.')
    }
  }
  const webBaseUrl = raw.WEB_BASE_URL ?? `http://localhost:${raw.PORT}`
  return {
    ...raw,
    WEB_BASE_URL: webBaseUrl,
    APP_KEY: raw.APP_KEY ?? DEV_SECRET,
    BROADCAST_APP_SECRET: raw.BROADCAST_APP_SECRET ?? `${DEV_SECRET}-broadcast`,
    PAYMENT_SANDBOX_SECRET: raw.PAYMENT_SANDBOX_SECRET ?? `${DEV_SECRET}-sandbox`,
    ENGINE_PUBLIC_URL: raw.ENGINE_PUBLIC_URL ?? `http://localhost:${raw.ENGINE_PORT}`,
    SESSION_SECURE_COOKIE: raw.SESSION_SECURE_COOKIE ?? production,
    RULES_URL: raw.RULES_URL ?? `${webBaseUrl.replace(/\/+$/, '')}/rules`,
    PAYMENT_SANDBOX_ENABLED: raw.PAYMENT_SANDBOX_ENABLED ?? !production,
    CERTIFICATE_SIGNING_KEY: raw.CERTIFICATE_SIGNING_KEY ?? DEV_CERTIFICATE_KEY,
  }
}
