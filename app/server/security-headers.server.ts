/**
 * The headers every answer of the web carries (docs/decisions/390): pages
 * get a Content-Security-Policy whose scripts must bear this request's
 * nonce, nothing may frame us, and browsers must not sniff types or leak
 * full URLs to other sites.
 */
import { randomBytes } from 'node:crypto'
import type { AppConfig } from '../../app.config.ts'

/** One year; the preload list asks for at least that. */
const HSTS_MAX_AGE = 31_536_000

/** Browser features the product never uses: nobody (not even our own pages) may ask for them. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

/** 128 random bits, base64: a fresh one for every page. */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64')
}

/** The engine's public origin (avatars, attachment links), if it is another origin than ours. */
function engineOrigin(config: AppConfig): string {
  return new URL(config.ENGINE_PUBLIC_URL ?? config.API_BASE_URL).origin
}

/**
 * A page's policy. Scripts: only our own files and inline scripts bearing
 * the nonce (Start's hydration data, the theme script); no 'unsafe-inline'.
 * Styles keep 'unsafe-inline': React renders style attributes and the toast,
 * dialog and chart libraries insert style elements; a style cannot run code.
 */
export function pagePolicy(config: AppConfig, nonce: string): string {
  let parts = policyParts.get(config)
  if (!parts) {
    const [before, after] = pagePolicyWith(config, NONCE_SLOT).split(NONCE_SLOT)
    parts = [before ?? '', after ?? '']
    policyParts.set(config, parts)
  }
  return parts[0] + nonce + parts[1]
}

/** The policy around its nonce, per config: the same text for every page. */
const policyParts = new WeakMap<AppConfig, [string, string]>()
const NONCE_SLOT = '\u0000nonce\u0000'

function pagePolicyWith(config: AppConfig, nonce: string): string {
  const engine = engineOrigin(config)
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${engine}`,
    "font-src 'self' data:",
    `connect-src 'self' ${engine}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    // Sumsub's WebSDK is a frame of its own origin (docs/decisions/590); nothing else may be framed.
    `frame-src ${config.SUMSUB_WEBSDK_URL}`,
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** What anything that is not a page (JSON, the event stream, files) carries as its policy. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** The headers every answer carries, page or not. */
export function baseSecurityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Camera and microphone for Sumsub's frame alone (its selfie and liveness steps).
    'Permissions-Policy': [
      ...DENIED_FEATURES.map((feature) => `${feature}=()`),
      `camera=("${config.SUMSUB_WEBSDK_URL}")`,
      `microphone=("${config.SUMSUB_WEBSDK_URL}")`,
    ].join(', '),
  }
  if (config.HSTS)
    headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE}; includeSubDomains`
  return headers
}

/**
 * The answer with the security headers set. A page (text/html) gets the
 * nonce policy, anything else the policy that allows nothing; a policy
 * the handler set itself stays. The headers are set in place; an answer
 * whose headers are immutable (a fetched one passed through) is copied
 * into a new Response.
 */
export function withSecurityHeaders(
  response: Response,
  config: AppConfig,
  nonce?: string,
): Response {
  // Pages pass here twice (the entry, then scripts/web-server.ts, which
  // loads this module apart from the bundle): once is enough.
  if (isSecured(response.headers, config)) return response
  try {
    secure(response.headers, config, nonce)
    return response
  } catch {
    const headers = new Headers(response.headers)
    secure(headers, config, nonce)
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}

function secure(headers: Headers, config: AppConfig, nonce: string | undefined): void {
  for (const [name, value] of baseHeaderList(config)) headers.set(name, value)
  if (!headers.has('Content-Security-Policy')) {
    const isPage = (headers.get('Content-Type') ?? '').startsWith('text/html')
    headers.set(
      'Content-Security-Policy',
      isPage && nonce ? pagePolicy(config, nonce) : NON_PAGE_POLICY,
    )
  }
}

/** Already as secure() leaves it: every base header with its value, and a policy. */
function isSecured(headers: Headers, config: AppConfig): boolean {
  if (!headers.has('Content-Security-Policy')) return false
  for (const [name, value] of baseHeaderList(config)) if (headers.get(name) !== value) return false
  return true
}

/** baseSecurityHeaders of the one config a process runs with, built once. */
const baseHeaderLists = new WeakMap<AppConfig, [string, string][]>()
function baseHeaderList(config: AppConfig): [string, string][] {
  let list = baseHeaderLists.get(config)
  if (!list) {
    list = Object.entries(baseSecurityHeaders(config))
    baseHeaderLists.set(config, list)
  }
  return list
}
