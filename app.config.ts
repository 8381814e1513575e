/**
 * The web service's configuration: every environment variable it reads,
 * validated once at boot, in every mode: the production server
 * (scripts/web-server.ts) and `vite dev` (vite.config.ts) call
 * bootAppConfig before serving, so a bad variable stops the start.
 * Server-only: import it from `*.server.ts` modules.
 */
import { z } from 'zod'
import { processShared, setProcessShared } from './app/server/process-shared.server.ts'

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())

const schema = z.object({
  /** The web's mode (APP_ENV, else NODE_ENV): what the served renderer is never depends on it. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * The upstream /v1 API. Unset: the local engine that `npm start` runs.
   * A comma-separated list names several engines on one Postgres: the web
   * uses the one that answers as active (docs/decisions/447).
   */
  API_BASE_URL: z
    .string()
    .default('http://127.0.0.1:8000')
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter((u) => u !== ''),
    )
    .pipe(z.array(z.url({ error: 'each entry must be a URL' })).min(1, 'name at least one URL')),
  /** Upstream request timeout in ms; 0 means none (spec §7). */
  API_TIMEOUT_MS: z.coerce.number().int().min(0).default(0),
  /** Redis for the catalogue cache; unset: an in-memory LRU per node. */
  REDIS_URL: optionalUrl.optional(),
  /** Seconds a cached challenge-steps or coin-pairs answer is served. */
  CACHE_TTL_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Pusher-protocol socket of the upstream; default derived from API_BASE_URL. */
  BROADCAST_URL: optionalUrl.optional(),
  /** The app key the upstream's socket expects. */
  BROADCAST_APP_KEY: z.string().min(1).default('proptrade'),
  /**
   * The web sits behind a proxy that sets X-Forwarded-For: the browser's
   * address is its first entry. Off: the address of the connection itself
   * (a browser could otherwise pick any address and dodge the upstream's
   * per-address throttles).
   */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Events the live relay keeps per channel for browsers that reconnect. */
  RELAY_REPLAY_EVENTS: z.coerce.number().int().min(1).max(10_000).default(256),
  /** Megabytes of replay the relay keeps for all channels together (oldest go first). */
  RELAY_REPLAY_MB: z.coerce.number().min(1).default(32),
  /** Unread kilobytes after which a browser's live stream is dropped. */
  RELAY_CLIENT_BUFFER_KB: z.coerce.number().int().min(16).default(512),
  /** Seconds between heartbeats on idle live streams. */
  RELAY_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).default(15),
  /** Minutes a live stream lasts before the browser reconnects and is authorised again. */
  RELAY_STREAM_MAX_MINUTES: z.coerce.number().min(0.1).default(15),
  /** Serve /metrics and count (docs/decisions/400); false turns the counting off too. */
  METRICS_ENABLED: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v !== 'false' && v !== '0'),
  /** Bearer token /metrics requires; required to serve /metrics in production. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  /**
   * Where browsers reach the engine (avatars, attachment links): the one
   * other origin the pages' Content-Security-Policy lets them load from.
   * Unset: API_BASE_URL's origin.
   */
  ENGINE_PUBLIC_URL: optionalUrl.optional(),
  /**
   * The site is served over TLS: answers carry Strict-Transport-Security.
   * Unset: on in production, off elsewhere.
   */
  HSTS: z.enum(['true', 'false', '1', '0', '']).optional(),
  /**
   * Where Sumsub's WebSDK frame is served from (docs/decisions/590): the
   * pages' policy lets that one origin be framed and use the camera and
   * microphone (its selfie step); a stand-in in tests.
   */
  SUMSUB_WEBSDK_URL: z
    .url()
    .default('https://in.sumsub.com')
    .transform((v) => new URL(v).origin),
})

export type AppConfig = Omit<z.infer<typeof schema>, 'HSTS' | 'API_BASE_URL'> & {
  HSTS: boolean
  /** The first engine of API_BASE_URL (the CSP's default engine origin). */
  API_BASE_URL: string
  /** Every engine API_BASE_URL names, in its order. */
  API_BASE_URLS: string[]
}

/** The web's own mode: APP_ENV, which the web node sets from NODE_ENV before pinning that. */
export function appMode(env: NodeJS.ProcessEnv): string | undefined {
  return env.APP_ENV ?? env.NODE_ENV
}

/**
 * The web node runs React's and the router's production builds whatever
 * mode the operator runs the web in: they choose by NODE_ENV when first
 * loaded, so it is pinned to `production` before the bundle loads, and the
 * web's own mode (HSTS default, the metrics token, quiet test logs) moves
 * to APP_ENV (docs/decisions/555).
 */
export function pinProductionLibraries(env: NodeJS.ProcessEnv = process.env): void {
  env.APP_ENV = appMode(env) ?? 'development'
  env.NODE_ENV = 'production'
}

export function parseAppConfig(env: NodeJS.ProcessEnv): AppConfig {
  const parsed = schema.safeParse({ ...env, NODE_ENV: appMode(env) })
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid web configuration:\n${lines.join('\n')}`)
  }
  const { HSTS, API_BASE_URL, ...rest } = parsed.data
  const hsts =
    HSTS === undefined || HSTS === ''
      ? rest.NODE_ENV === 'production'
      : HSTS === 'true' || HSTS === '1'
  return {
    ...rest,
    HSTS: hsts,
    API_BASE_URL: API_BASE_URL[0] as string,
    API_BASE_URLS: API_BASE_URL,
  }
}

/** Parses this process's configuration and keeps it; throws, naming each bad variable. */
export function bootAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return setProcessShared('config', parseAppConfig(env))
}

/**
 * The configuration parsed at boot. Code run without a boot (unit tests of
 * server modules) gets process.env's, parsed on first use.
 */
export function appConfig(): AppConfig {
  return processShared('config', () => parseAppConfig(process.env))
}

/** ws(s)://…/app/{key} of the upstream's Pusher socket (BROADCAST_URL, else API_BASE_URL's host). */
export function broadcastSocketUrl(config: AppConfig): string {
  return socketUrlOf(config.BROADCAST_URL ?? config.API_BASE_URL, config.BROADCAST_APP_KEY)
}

/** Every engine's socket: BROADCAST_URL alone when set, else one per API_BASE_URL entry. */
export function broadcastSocketUrls(config: AppConfig): string[] {
  if (config.BROADCAST_URL) return [broadcastSocketUrl(config)]
  return config.API_BASE_URLS.map((u) => socketUrlOf(u, config.BROADCAST_APP_KEY))
}

function socketUrlOf(base: string, appKey: string): string {
  const url = new URL(base)
  if (url.protocol === 'http:') url.protocol = 'ws:'
  if (url.protocol === 'https:') url.protocol = 'wss:'
  if (!/\/app\/[^/]+$/.test(url.pathname)) {
    url.pathname = `${url.pathname.replace(/\/$/, '')}/app/${encodeURIComponent(appKey)}`
  }
  return url.toString()
}
