/**
 * The web's log (docs/decisions/645): pino, as in the engine, one JSON line
 * per event on stderr with the id of the request it happened in
 * (request-context.server.ts) and secrets censored by name
 * (contract/log-lines.ts). Test runs (the web's mode test, in the
 * configuration parsed at boot) keep warnings but drop info.
 */
import { pino } from 'pino'
import { REDACTED, secretLogPaths } from '#contract/log-lines.ts'
import { appConfig } from '../../app.config.ts'
import { currentRequestId } from './ops/request-context.server'
import { processShared } from './process-shared.server'

export type LogLevel = 'info' | 'warn' | 'error'

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/** A logger from `level` up; `sink` takes each line (without its newline) instead of stderr. */
export function createWebLogger(level: LogLevel, sink?: (line: string) => void): Logger {
  const destination = sink
    ? { write: (line: string) => sink(line.endsWith('\n') ? line.slice(0, -1) : line) }
    : pino.destination({ dest: 2, sync: true })
  const logger = pino(
    {
      level,
      base: { service: 'web' },
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
    info: (m, f) => logger.info(f ?? {}, m),
    warn: (m, f) => logger.warn(f ?? {}, m),
    error: (m, f) => logger.error(f ?? {}, m),
  }
}

/** An Error in a field reads as its name and message (JSON would make it `{}`). */
function withReadableErrors(fields: Record<string, unknown>): Record<string, unknown> {
  let out = fields
  for (const [key, value] of Object.entries(fields)) {
    if (!(value instanceof Error)) continue
    if (out === fields) out = { ...fields }
    out[key] = { name: value.name, message: value.message }
  }
  return out
}

/** The process's one logger, made on first use (the configuration is parsed at boot). */
function processLog(): Logger {
  // The web's mode (APP_ENV, else NODE_ENV), not process.env.NODE_ENV: the web
  // node pins that for React, and the build writes it as "production" (decision 555).
  return processShared('log', () =>
    createWebLogger(appConfig().NODE_ENV === 'test' ? 'warn' : 'info'),
  )
}

export const log: Logger = {
  info: (message, fields) => processLog().info(message, fields),
  warn: (message, fields) => processLog().warn(message, fields),
  error: (message, fields) => processLog().error(message, fields),
}
