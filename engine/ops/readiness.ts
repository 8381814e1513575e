/**
 * The engine's readiness (/ready; docs/decisions/401): the database
 * answers, its migrations are this build's, the trading state is loaded
 * and the market feed is fresh. /health stays liveness: the process runs.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { resultRows } from '../db/client.ts'
import { feedFreshness } from '../feed/freshness.ts'

/** A database that has not answered by then counts as down. */
const DATABASE_TIMEOUT_MS = 2000

export type CheckName = 'database' | 'migrations' | 'trading' | 'feed'

export interface Readiness {
  ready: boolean
  /** 'ok', or why not. */
  checks: Record<CheckName, string>
}

let journalLatest: number | undefined

/** The newest migration this build ships (drizzle's journal `when`). */
function latestMigration(): number {
  if (journalLatest === undefined) {
    const file = path.join(import.meta.dirname, '../db/migrations/meta/_journal.json')
    const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: Array<{ when: number }> }
    journalLatest = Math.max(...journal.entries.map((e) => e.when))
  }
  return journalLatest
}

export async function checkReadiness(ctx: EngineContext): Promise<Readiness> {
  const checks: Record<CheckName, string> = {
    database: 'ok',
    migrations: 'ok',
    trading: 'ok',
    feed: 'ok',
  }
  try {
    const applied = await withTimeout(
      ctx.db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`),
      DATABASE_TIMEOUT_MS,
    )
    const latest = Number(resultRows<{ latest: string | number | null }>(applied)[0]?.latest ?? 0)
    if (latest < latestMigration()) checks.migrations = 'behind: run the engine once to migrate'
  } catch (error) {
    checks.database = `unreachable: ${(error as Error).message ?? String(error)}`
    checks.migrations = 'unknown'
  }
  if (!ctx.trading.loaded) checks.trading = 'loading'
  const feed = feedFreshness(ctx.feed)
  if (!feed.fresh) checks.feed = `stale: ${feed.stale.join(', ')}`
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
