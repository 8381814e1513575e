/**
 * What a log line of either service may never hold, and how it is shaped
 * (docs/decisions/645): one JSON object a line, from pino in the engine
 * (engine/logger.ts) and the web (app/server/log.server.ts), with `level`
 * by name, an ISO `time`, the `service`, the `msg`, and the request's
 * `requestId` on every line written while a request is served.
 */

/** Field names whose values are secrets: censored wherever they sit, up to two levels deep. */
export const SECRET_LOG_FIELDS = [
  'password',
  'passphrase',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
  'id_token',
  'secret',
  'apiSecret',
  'clientSecret',
  'client_secret',
  'webhookSecret',
  'secretKey',
  'privateKey',
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'otp',
  'totp',
  'recoveryCode',
] as const

/** What a censored value reads. */
export const REDACTED = '[redacted]'

/** pino's redact paths for those names: at the top of a line, and one or two objects down. */
export function secretLogPaths(): string[] {
  return SECRET_LOG_FIELDS.flatMap((name) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : `["${name}"]`
    const member = key.startsWith('[') ? key : `.${key}`
    return [key, `*${member}`, `*.*${member}`]
  })
}
