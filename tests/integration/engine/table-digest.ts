/**
 * A cheap fingerprint of every table: row count and an md5 of the rows (as
 * JSON, sorted), per table, in one query. Two equal digests mean no row was
 * added, removed or changed, on PGlite and on Postgres alike.
 */
import { sql } from 'drizzle-orm'
import type { TestEngine } from './harness.ts'

export type TableDigest = Record<string, string>

/** Columns that move on their own (a session's sliding expiry), left out by default. */
export const DEFAULT_IGNORED_COLUMNS: Record<string, string[]> = {
  sessions: ['last_activity', 'expires_at'],
}

interface Row {
  table_name: string
  digest: string
}

async function rowsOf<T>(t: TestEngine, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  const result = (await t.engine.ctx.db.execute(query)) as unknown
  // postgres.js answers an array of rows, PGlite an object with `rows`.
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

const statements = new WeakMap<TestEngine, Map<string, string>>()

async function digestStatement(t: TestEngine, ignored: Record<string, string[]>): Promise<string> {
  const byIgnored = statements.get(t) ?? new Map<string, string>()
  statements.set(t, byIgnored)
  const key = JSON.stringify(ignored)
  const cached = byIgnored.get(key)
  if (cached) return cached
  const tables = await rowsOf<{ table_name: string }>(
    t,
    sql.raw(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
  const parts = tables.map(({ table_name: name }) => {
    const drop = (ignored[name] ?? []).map((c) => `'${c}'`).join(',')
    const row = drop ? `(to_jsonb(x) - array[${drop}]::text[])::text` : 'to_jsonb(x)::text'
    return `select '${name}' as table_name,
      count(*)::text || ':' || md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as digest
      from "${name}" x`
  })
  const statement = parts.join('\nunion all\n')
  byIgnored.set(key, statement)
  return statement
}

export async function tableDigest(
  t: TestEngine,
  ignored: Record<string, string[]> = DEFAULT_IGNORED_COLUMNS,
): Promise<TableDigest> {
  const rows = await rowsOf<Row>(t, sql.raw(await digestStatement(t, ignored)))
  return Object.fromEntries(rows.map((r) => [r.table_name, r.digest]))
}

/** The tables whose digest differs. */
export function changedTables(before: TableDigest, after: TableDigest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter((name) => before[name] !== after[name]).sort()
}
