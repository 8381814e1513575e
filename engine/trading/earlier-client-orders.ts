/**
 * Idempotent placement beyond what memory holds: the first order placed
 * with a client id when only the database still knows it (placed before a
 * restart, or beyond the ids the core keeps). An account's recent client ids
 * are read once; while they are all it ever used, an unknown id needs no query.
 */
import type { TradingCore } from '../core/trading/trading-core.ts'
import type { Order } from '../core/trading/types.ts'
import type { Db } from '../db/client.ts'
import { readClientOrders, readOrderByClientId } from './account-store.ts'

/** Client order ids read back per account (the core keeps as many). */
const CLIENT_IDS_READ = 1000

export class EarlierClientOrders {
  private readonly db: Db
  private readonly core: () => TradingCore
  private readonly whenWritten: (accountId: number) => Promise<void>
  /** Accounts whose recent client order ids were read from the database. */
  private readonly read = new Set<number>()

  /**
   * `core` answers the shell's core at each step (a rebuild may replace
   * it); `whenWritten` waits for the account's queued writes, so the read
   * sees them.
   */
  constructor(db: Db, core: () => TradingCore, whenWritten: (accountId: number) => Promise<void>) {
    this.db = db
    this.core = core
    this.whenWritten = whenWritten
  }

  /** The earlier order, or null when the id is new. */
  async find(accountId: number, clientId: string): Promise<Order | null> {
    const core = this.core
    const known = () => {
      const account = core().account(accountId)
      return account.clientOrderIds.has(clientId) || account.clientIdsComplete
    }
    if (known()) return null
    if (!this.read.has(accountId)) {
      this.read.add(accountId)
      await this.whenWritten(accountId)
      const rows = await readClientOrders(this.db, accountId, CLIENT_IDS_READ + 1)
      const recent = rows.slice(0, CLIENT_IDS_READ).reverse()
      core().rememberClientOrders(accountId, recent, rows.length <= CLIENT_IDS_READ)
      if (known()) return null
    }
    return readOrderByClientId(this.db, accountId, clientId)
  }
}
