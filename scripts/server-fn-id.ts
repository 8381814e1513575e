/**
 * The id a server function gets in the production build: short, stable,
 * from its file and export (vite.config.ts hands this to Start). Benchmarks
 * use it to call a server function over plain HTTP.
 */
import { createHash } from 'node:crypto'

export function serverFnId(filename: string, functionName: string): string {
  return createHash('sha256')
    .update(`${filename}--${functionName}`)
    .digest('base64url')
    .slice(0, 12)
}

/** The URL path of an exported server function, e.g. ('app/server/generated/user.functions.ts', 'getCurrentUser'). */
export function serverFnPath(filename: string, exportName: string): string {
  return `/_serverFn/${serverFnId(filename, `${exportName}_createServerFn_handler`)}`
}
