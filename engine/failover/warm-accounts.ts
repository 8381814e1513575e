/**
 * A standby's warm copy of every active account (docs/decisions/479): read
 * once while it waits for the lock, then kept current by reading only the
 * rows committed since its last position, so that a takeover reads the
 * tail and not 100 000 accounts.
 *
 * The position is a Postgres snapshot, not a message from the active: every
 * row version carries the transaction that wrote it (`xmin`), so a row any
 * writer changed (the trading shell, checkout, staff, a job, a writer added
 * next year) is found without it announcing anything. Each read runs in one
 * repeatable-read transaction (one consistent snapshot); a row is "new" when
 * its `xmin` is at or after the oldest transaction that snapshot did not
 * see (`pg_snapshot_xmin`): that takes in every change the snapshot missed,
 * and a few it saw, which are read again to no harm. An account is read
 * again whole (the same read as a restart's) when its row, its challenge's,
 * or one of its open orders, open positions, leverages or today's evaluation
 * warnings changed, or when an order or position the copy holds open is no
 * longer open. A standby's trading core (standby-core.ts, decision 510) is
 * fed every change as it is read.
 *
 * The copy is only used when the schema did not change between its read and
 * the takeover (no migration applied in between); otherwise, and when the
 * copy could not be read at all, the takeover reads the database as a
 * restart does.
 */
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client.ts'
import { tradingAccounts } from '../db/schema/index.ts'
import {
  readAccounts,
  readActiveAccounts,
  type StoredAccount,
  withAccountRow,
} from '../trading/account-store.ts'
import type { TradingAccountRow } from '../trading/threshold-policy.ts'
import type { AccountSource } from '../trading/trading-shell.ts'

/** Accounts per read, and per chunk handed to the shell (as the start's load). */
const CHUNK = 5000
/** How often a standby catches up while it waits. */
const FOLLOW_EVERY_MS = 1000

export interface WarmLog {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
}

/**
 * Where the copy's changes also go as they are read: a standby's trading
 * core (engine/failover/standby-core.ts, decision 510). `reset` before a
 * read from scratch, `changing` before a catch-up applies what changed,
 * then `put` for each account read (in id order at a full read) and `drop`
 * for one replaced or no longer active.
 */
export interface WarmTarget {
  reset(): Promise<void>
  changing(): void
  put(stored: StoredAccount): Promise<void>
  /** A held account whose stored lows alone changed (the active's minute flush). */
  lows(account: TradingAccountRow): void
  drop(accountId: number): void
}

interface Position {
  /** The oldest transaction the copy's snapshot did not see, as an `xid`. */
  horizon: string
  /** Migrations applied when the copy was read. */
  migrations: number
}

const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const

/** The snapshot's horizon; the first statement of its transaction, so it is the transaction's snapshot. */
async function horizonOf(tx: DbOrTx): Promise<string> {
  const rows = await tx.execute<{ horizon: string }>(
    sql`select pg_snapshot_xmin(pg_current_snapshot())::xid::text as horizon`,
  )
  const horizon = rowsOf<{ horizon: string }>(rows)[0]?.horizon
  if (!horizon) throw new Error('no snapshot horizon')
  return horizon
}

async function migrationsApplied(db: DbOrTx): Promise<number> {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0)
}

function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? [])) as Row[]
}

/** Rows written by a transaction at or after `horizon` (an `xid`). */
function fresh(column: string, horizon: string): string {
  if (!/^\d+$/.test(horizon)) throw new Error(`not a transaction id: ${horizon}`)
  return `age(${column}) <= age('${horizon}'::xid)`
}

/** Columns the active's minute flush of equity lows writes (decision 410). */
const LOWS_COLUMNS: ReadonlySet<string> = new Set(['lowestEquity', 'dayLowestEquity', 'updatedAt'])

/** Whether a trading account's row differs from the held one in its lows alone. */
function onlyLowsChanged(held: TradingAccountRow, row: TradingAccountRow): boolean {
  for (const key of Object.keys(row) as Array<keyof TradingAccountRow>) {
    if (LOWS_COLUMNS.has(key)) continue
    if (JSON.stringify(held[key]) !== JSON.stringify(row[key])) return false
  }
  return true
}

const intArray = (ids: Iterable<number>) => `{${[...ids].join(',')}}`

export class WarmAccounts {
  private readonly db: Db
  private readonly log: WarmLog
  private readonly accounts = new Map<number, StoredAccount>()
  /** Open orders and positions the copy holds, by id: their account. */
  private readonly openOrders = new Map<number, number>()
  private readonly openPositions = new Map<number, number>()
  private position: Position | undefined
  private running: Promise<void> = Promise.resolve()
  private timer: NodeJS.Timeout | undefined
  private following = false
  private lastError = ''
  private target: WarmTarget | undefined

  constructor(db: Db, log: WarmLog) {
    this.db = db
    this.log = log
  }

  /** Hands every change to `target` from the next full read on (decision 510); none: the copy alone. */
  feed(target: WarmTarget | undefined): void {
    this.target = target
    // A target joins at a read from scratch: it holds nothing yet.
    if (target) this.position = undefined
  }

  /** Whether the copy has been read (a takeover now reads only the tail). */
  get warm(): boolean {
    return this.position !== undefined
  }

  get size(): number {
    return this.accounts.size
  }

  /** Reads the copy, then catches up every second until `stop`. Errors are logged and retried. */
  follow(): void {
    this.following = true
    const step = () => {
      this.running = this.running
        .then(async () => {
          if (this.position) await this.catchUp()
          else await this.read()
        })
        .catch((error: unknown) => {
          const message = (error as Error).message
          // Once per cause: a database not yet migrated fails every second until it is.
          if (message !== this.lastError)
            this.log.warn('the warm copy of the accounts could not be read; trying again', {
              error: message,
            })
          this.lastError = message
        })
        .then(() => {
          if (this.following) this.timer = setTimeout(step, FOLLOW_EVERY_MS)
        })
    }
    step()
  }

  /** Stops following; resolves when a read under way has ended. */
  async stop(): Promise<void> {
    this.following = false
    clearTimeout(this.timer)
    await this.running
  }

  /** Every active account, from scratch, in one snapshot. */
  async read(): Promise<void> {
    const started = performance.now()
    await this.db.transaction(async (tx) => {
      const horizon = await horizonOf(tx)
      const migrations = await migrationsApplied(tx)
      this.accounts.clear()
      this.openOrders.clear()
      this.openPositions.clear()
      await this.target?.reset()
      await readActiveAccounts(tx, CHUNK, async (chunk) => {
        for (const stored of chunk) await this.put(stored)
      })
      this.position = { horizon, migrations }
    }, readOnly)
    this.log.info('warm copy of the accounts read', {
      accounts: this.accounts.size,
      ms: Math.round(performance.now() - started),
    })
  }

  /** Reads again the accounts changed since the last position; answers how many. */
  async catchUp(): Promise<number> {
    const from = this.position
    if (!from) throw new Error('the warm copy was never read')
    return this.db.transaction(async (tx) => {
      const horizon = await horizonOf(tx)
      const whole = await this.changedSince(tx, from.horizon)
      // Accounts whose own row alone changed (a balance, the lows the active
      // flushes each minute) are not read again whole: the row is enough.
      const rows = new Map<number, TradingAccountRow>()
      for (const row of await tx
        .select()
        .from(tradingAccounts)
        .where(sql.raw(fresh('xmin', from.horizon)))) {
        if (whole.has(row.id)) continue
        if (this.accounts.has(row.id) || row.status !== 'active') rows.set(row.id, row)
        else whole.add(row.id)
      }
      const ids = [...whole].sort((a, b) => a - b)
      if (ids.length + rows.size > 0) this.target?.changing()
      for (let i = 0; i < ids.length; i += CHUNK) {
        const slice = ids.slice(i, i + CHUNK)
        const read = new Map((await readAccounts(tx, slice)).map((s) => [s.account.id, s]))
        for (const id of slice) await this.replace(id, read.get(id))
      }
      for (const [id, row] of [...rows].sort(([a], [b]) => a - b)) {
        const held = this.accounts.get(id)
        if (held && onlyLowsChanged(held.account, row)) {
          this.accounts.set(id, withAccountRow(held, row))
          this.target?.lows(row)
        } else await this.replace(id, held && withAccountRow(held, row))
      }
      this.position = { horizon, migrations: from.migrations }
      return ids.length + rows.size
    }, readOnly)
  }

  /**
   * At a takeover, for a target that holds the accounts: stops following
   * and, when the copy is usable (read, no migration since), catches up
   * the tail into the target and answers true. Either way the target is
   * let go; when false, `source()` reads the database.
   */
  async finish(): Promise<boolean> {
    await this.stop()
    const target = this.target
    const usable =
      target !== undefined &&
      this.position !== undefined &&
      (await migrationsApplied(this.db)) === this.position.migrations
    if (!usable) {
      this.target = undefined
      return false
    }
    const started = performance.now()
    const changed = await this.catchUp()
    this.log.info('warm copy of the accounts caught up', {
      changed,
      ms: Math.round(performance.now() - started),
    })
    this.target = undefined
    this.clear()
    return true
  }

  /**
   * The shell's source at a takeover: the copy caught up to now, in id
   * order; the database itself when the copy is not usable.
   */
  source(): AccountSource {
    return async (each) => {
      await this.stop()
      const usable =
        this.position !== undefined &&
        (await migrationsApplied(this.db)) === this.position.migrations
      if (!usable) {
        this.log.warn('no usable warm copy of the accounts: reading them from the database')
        this.clear()
        await readActiveAccounts(this.db, CHUNK, each)
        return
      }
      const started = performance.now()
      const changed = await this.catchUp()
      this.log.info('warm copy of the accounts caught up', {
        changed,
        ms: Math.round(performance.now() - started),
      })
      const ids = [...this.accounts.keys()].sort((a, b) => a - b)
      for (let i = 0; i < ids.length; i += CHUNK)
        await each(ids.slice(i, i + CHUNK).map((id) => this.accounts.get(id) as StoredAccount))
      // The shell holds them now; the copy is done.
      this.clear()
    }
  }

  private clear(): void {
    this.accounts.clear()
    this.openOrders.clear()
    this.openPositions.clear()
    this.position = undefined
  }

  /**
   * Accounts with a row changed since `horizon`. Open orders and positions
   * are found through their partial indexes (the tables' closed rows are
   * never read); one that closed since is found by the ids the copy holds.
   */
  private async changedSince(tx: DbOrTx, horizon: string): Promise<Set<number>> {
    const since = (column: string) => sql.raw(fresh(column, horizon))
    const result = await tx.execute<{ id: number }>(sql`
      select a.id from user_challenges c join trading_accounts a on a.user_challenge_id = c.id
        where ${since('c.xmin')}
      union
      select trading_account_id from orders
        where status in ('NEW', 'TRIGGERED') and ${since('xmin')}
      union
      select trading_account_id from orders
        where id = any(${intArray(this.openOrders.keys())}::int[])
          and status not in ('NEW', 'TRIGGERED')
      union
      select trading_account_id from positions where closed_at is null and ${since('xmin')}
      union
      select trading_account_id from positions
        where id = any(${intArray(this.openPositions.keys())}::int[]) and closed_at is not null
      union
      select trading_account_id from account_leverages where ${since('xmin')}
      union
      select trading_account_id from evaluation_warnings where ${since('xmin')}`)
    return new Set(rowsOf<{ id: number }>(result).map((r) => Number(r.id)))
  }

  /** An account read again: held anew while active, else let go. */
  private async replace(id: number, stored: StoredAccount | undefined): Promise<void> {
    this.drop(id)
    if (stored && stored.account.status === 'active') await this.put(stored)
  }

  private async put(stored: StoredAccount): Promise<void> {
    const id = stored.account.id
    this.accounts.set(id, stored)
    for (const o of stored.snapshot.openOrders) this.openOrders.set(o.id, id)
    for (const p of stored.snapshot.positions) this.openPositions.set(p.id, id)
    await this.target?.put(stored)
  }

  private drop(id: number): void {
    const held = this.accounts.get(id)
    if (!held) return
    for (const o of held.snapshot.openOrders) this.openOrders.delete(o.id)
    for (const p of held.snapshot.positions) this.openPositions.delete(p.id)
    this.accounts.delete(id)
    this.target?.drop(id)
  }
}
