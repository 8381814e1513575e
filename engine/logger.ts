/** Structured one-line logs on stderr. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export function createLogger(
  level: LogLevel,
  sink: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): Logger {
  const write = (at: LogLevel, message: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return
    const extra = fields ? ` ${JSON.stringify(fields, errorReplacer)}` : ''
    sink(`${new Date().toISOString()} ${at.toUpperCase()} ${message}${extra}`)
  }
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  }
}

function errorReplacer(_key: string, value: unknown) {
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack }
  return value
}
