/**
 * The engine's log (docs/decisions/645): pino, one JSON line per event on
 * stderr, written at once (a line logged just before an exit is not lost).
 * Every line written while a request is served carries its `requestId`
 * (engine/ops/request-id.ts); secrets are censored by name
 * (contract/log-lines.ts). Callers keep the message-first shape.
 */
import { pino } from 'pino'
import { REDACTED, secretLogPaths } from '#contract/log-lines.ts'
import { currentRequestId } from './ops/request-id.ts'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/** A logger at `level`; `sink` takes each line (without its newline) instead of stderr. */
export function createLogger(level: LogLevel, sink?: (line: string) => void): Logger {
  const destination = sink
    ? { write: (line: string) => sink(line.endsWith('\n') ? line.slice(0, -1) : line) }
    : pino.destination({ dest: 2, sync: true })
  const logger = pino(
    {
      level,
      base: { service: 'engine' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: withReadableErrors },
      redact: { paths: secretLogPaths(), censor: REDACTED },
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
    },
    destination,
  )
  return {
    debug: (m, f) => logger.debug(f ?? {}, m),
    info: (m, f) => logger.info(f ?? {}, m),
    warn: (m, f) => logger.warn(f ?? {}, m),
    error: (m, f) => logger.error(f ?? {}, m),
  }
}

/** An Error in a field reads as its name, message and stack (JSON would make it `{}`). */
function withReadableErrors(fields: Record<string, unknown>): Record<string, unknown> {
  let out = fields
  for (const [key, value] of Object.entries(fields)) {
    if (!(value instanceof Error)) continue
    if (out === fields) out = { ...fields }
    out[key] = { name: value.name, message: value.message, stack: value.stack }
  }
  return out
}
