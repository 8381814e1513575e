/**
 * The web's log: one JSON line per event on stderr, for operators, with
 * the id of the request it happened in. Test runs (the web's mode test, in
 * the configuration parsed at boot) keep warnings but drop info.
 */
import { appConfig } from '../../app.config.ts'
import { currentRequestId } from './ops/request-context.server'

export type LogLevel = 'info' | 'warn' | 'error'

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

function write(level: LogLevel, message: string, fields: Record<string, unknown> = {}) {
  // The web's mode (APP_ENV, else NODE_ENV), not process.env.NODE_ENV: the web
  // node pins that for React, and the build writes it as "production" (decision 555).
  if (level === 'info' && appConfig().NODE_ENV === 'test') return
  const line: Record<string, unknown> = { level, time: new Date().toISOString(), message }
  const requestId = currentRequestId()
  if (requestId) line.requestId = requestId
  for (const [key, value] of Object.entries(fields)) {
    line[key] = value instanceof Error ? { name: value.name, message: value.message } : value
  }
  process.stderr.write(`${JSON.stringify(line)}\n`)
}

export const log: Logger = {
  info: (message, fields) => write('info', message, fields),
  warn: (message, fields) => write('warn', message, fields),
  error: (message, fields) => write('error', message, fields),
}
