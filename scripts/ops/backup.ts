/**
 * Backups of the engine's database (docs/decisions/403). PGlite: PGlite's
 * own dump of its data directory (a gzipped tar), taken and loaded while
 * no engine holds the directory. Postgres: pg_dump / pg_restore in the
 * custom format, from the operator's postgresql-client. A restore refuses
 * a file of the other kind, and refuses to overwrite a database that holds
 * data unless told to (`replace`): PGlite's old directory is then kept
 * aside; Postgres's refusal names the rows a replace would remove.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'

export interface BackupTarget {
  /** postgres://… ; undefined for PGlite in `pgliteDir`. */
  databaseUrl: string | undefined
  pgliteDir: string
}

export class OpsError extends Error {}

/** The custom-format dump's signature (pg_restore's "PGDMP"), and gzip's. */
const PG_DUMP_MAGIC = 'PGDMP'
const GZIP_MAGIC = [0x1f, 0x8b]

export function pgliteDirOf(dataDir: string): string {
  return path.resolve(dataDir, 'engine.pglite')
}

/** Writes a backup of the database to `file`; returns a line for the operator. */
export async function backup(target: BackupTarget, file: string): Promise<string> {
  if (target.databaseUrl) {
    requireTool('pg_dump')
    await run('pg_dump', ['--format=custom', `--file=${file}`], libpqEnv(target.databaseUrl))
    return `Postgres backup written to ${file} (pg_dump custom format).`
  }
  if (!existsSync(target.pgliteDir))
    throw new OpsError(`There is no PGlite database at ${target.pgliteDir}.`)
  const client = await PGlite.create(target.pgliteDir)
  try {
    const dump = await client.dumpDataDir('gzip')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await client.close()
  }
  return `PGlite backup of ${target.pgliteDir} written to ${file}.`
}

/**
 * Restores `file` into the database. Postgres: into the database of
 * DATABASE_URL, when it holds no rows or with `replace` (objects the dump
 * has are dropped first). PGlite: into an empty data directory, or with
 * `replace` the current one moved aside.
 */
export async function restore(
  target: BackupTarget,
  file: string,
  options: { replace: boolean; now?: Date } = { replace: false },
): Promise<string> {
  if (!existsSync(file)) throw new OpsError(`No backup file at ${file}.`)
  const head = readFileSync(file).subarray(0, 5)
  const pgDump = head.toString('latin1') === PG_DUMP_MAGIC
  const gzip = head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]
  if (target.databaseUrl) {
    if (!pgDump)
      throw new OpsError(
        `${file} is not a pg_dump custom-format backup${gzip ? ' (it looks like a PGlite backup: restore it with DATABASE_URL unset)' : ''}.`,
      )
    requireTool('pg_restore')
    if (!options.replace) {
      const held = (await rowsHeld(target.databaseUrl)).filter((t) => t.rows > 0)
      if (held.length > 0) throw new OpsError(replaceRefusal(held))
    }
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--exit-on-error',
        // The database comes from the environment (PGDATABASE): connect to it.
        `--dbname=${decodeURIComponent(new URL(target.databaseUrl).pathname.slice(1))}`,
        file,
      ],
      libpqEnv(target.databaseUrl),
    )
    return `Restored ${file} into the Postgres database.`
  }
  if (!gzip)
    throw new OpsError(
      `${file} is not a PGlite backup${pgDump ? ' (it is a pg_dump backup: restore it with DATABASE_URL set)' : ''}.`,
    )
  let keptAside: string | undefined
  if (existsSync(target.pgliteDir)) {
    if (!options.replace)
      throw new OpsError(
        `A PGlite database already exists at ${target.pgliteDir}. Add --replace to restore over it (the current one is kept aside).`,
      )
    const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-')
    keptAside = `${target.pgliteDir}.before-restore-${stamp}`
    renameSync(target.pgliteDir, keptAside)
  }
  const client = await PGlite.create({
    dataDir: target.pgliteDir,
    loadDataDir: new Blob([readFileSync(file)]),
  })
  await client.query('select 1')
  await client.close()
  return `Restored ${file} into ${target.pgliteDir}.${keptAside ? ` The previous database is kept at ${keptAside}.` : ''}`
}

/** Every table of the database outside Postgres's own schemas, with its rows. */
async function rowsHeld(databaseUrl: string): Promise<Array<{ table: string; rows: number }>> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const tables = await sql<Array<{ schema: string; name: string }>>`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE'
        and table_schema not in ('pg_catalog', 'information_schema')
        and left(table_schema, 3) <> 'pg_'
      order by table_schema, table_name`
    const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
    const held: Array<{ table: string; rows: number }> = []
    for (const { schema, name } of tables) {
      const [count] = await sql.unsafe<Array<{ rows: number }>>(
        `select count(*)::int as rows from ${quote(schema)}.${quote(name)}`,
      )
      held.push({ table: schema === 'public' ? name : `${schema}.${name}`, rows: count?.rows ?? 0 })
    }
    return held
  } catch (error) {
    throw new OpsError(`Could not read the Postgres database: ${(error as Error).message}`)
  } finally {
    await sql.end()
  }
}

/** What a replace would remove, largest tables first: the refusal an operator reads. */
function replaceRefusal(held: Array<{ table: string; rows: number }>): string {
  const total = held.reduce((sum, t) => sum + t.rows, 0)
  const byRows = [...held].sort((a, b) => b.rows - a.rows || a.table.localeCompare(b.table))
  const lines = byRows.map((t) => `  ${t.table}: ${t.rows} row${t.rows === 1 ? '' : 's'}`)
  return [
    `The Postgres database already holds data (${total} rows in ${held.length} tables). Add --replace to restore over it.`,
    'A replace drops each table the backup holds and loads the backup in its place: these rows are removed',
    '(take a backup first to keep them: npm run ops -- backup FILE):',
    ...lines,
  ].join('\n')
}

/** The tool must be on PATH; else say how to get it. */
function requireTool(tool: 'pg_dump' | 'pg_restore'): void {
  const found = spawnSync(tool, ['--version'], { encoding: 'utf8' })
  if (found.error || found.status !== 0)
    throw new OpsError(
      `${tool} was not found. Install the PostgreSQL client of your server's major version or newer ` +
        '(Debian/Ubuntu: apt-get install postgresql-client) and make sure it is on PATH.',
    )
}

/** The URL as libpq's variables: the password stays out of the process list. */
function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
  }
  if (url.username) env.PGUSER = decodeURIComponent(url.username)
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password)
  env.PGDATABASE = decodeURIComponent(url.pathname.slice(1))
  const sslmode = url.searchParams.get('sslmode')
  if (sslmode) env.PGSSLMODE = sslmode
  return env
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'], env })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString()
    })
    child.on('error', (error) =>
      reject(new OpsError(`${command} could not start: ${error.message}`)),
    )
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new OpsError(`${command} failed (exit ${code}):\n${errors.trim()}`)),
    )
  })
}
