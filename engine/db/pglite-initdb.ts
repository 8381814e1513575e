/**
 * A fresh PGlite data directory is made (initdb) in a short-lived child
 * process, not in the engine's. PGlite's initdb runs a second PGlite
 * instance and the initdb module beside the one being opened; their wasm
 * memories are garbage afterwards but stay resident in the process that ran
 * them (about 100 MB on the engine's first start, bench/README.md "Engine
 * memory at idle"). The child exits with them; the engine then opens a data
 * directory that already exists, as on every later start.
 *
 *   node engine/db/pglite-initdb.ts <data directory>   (the child)
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_START_PARAMS } from './pglite-params.ts'

const self = fileURLToPath(import.meta.url)

/** Whether `dataDir` holds no database yet (PGlite would run initdb on it). */
export function needsInitdb(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION'))
}

/** Runs PGlite's initdb on `dataDir` in a child process and waits for it. */
export async function initdbInChild(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, [self, dataDir], { stdio: ['ignore', 'inherit', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (d) => (stderr += d))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0) throw new Error(`PGlite initdb of ${dataDir} failed (${code}): ${stderr}`)
}

if (process.argv[1] === self) {
  const dataDir = process.argv[2]
  if (!dataDir) throw new Error('usage: pglite-initdb.ts <data directory>')
  const client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS })
  await client.close()
}
