/**
 * Idempotent placement: the client order ids each account used lately, and
 * the orders they named, so a repeated id answers the first order. Bounded
 * per account; older ids are looked up in the database by the shell.
 */
import type { AccountState } from './account-state.ts'
import type { Order } from './types.ts'

/** Client order ids remembered per account (older ones are looked up by the shell). */
const CLIENT_IDS_KEPT = 1000

export class ClientOrderIds {
  /** Orders by id whose client id is remembered (so a repeat answers the first result). */
  private readonly recent = new Map<number, Order>()

  /** The order a remembered client id named, as it is now. */
  orderById(account: AccountState, id: number): Order {
    const open = account.orders.get(id)
    if (open) return { ...open }
    const remembered = this.recent.get(id)
    if (remembered) return { ...remembered }
    throw new RangeError(`order ${id} is not known`)
  }

  remember(account: AccountState, order: Order): void {
    // biome-ignore lint/style/noNonNullAssertion: only orders with a client id come here
    account.clientOrderIds.set(order.clientOrderId!, order.id)
    this.recent.set(order.id, order)
    if (account.clientOrderIds.size > CLIENT_IDS_KEPT) {
      const [oldestKey, oldestId] = account.clientOrderIds.entries().next().value as [
        string,
        number,
      ]
      account.clientOrderIds.delete(oldestKey)
      this.recent.delete(oldestId)
      account.clientIdsComplete = false
    }
  }

  /** Ids read back from the database, oldest first; `complete` when they are all the account used. */
  rememberRead(account: AccountState, orders: Order[], complete: boolean): void {
    for (const order of orders) {
      if (!order.clientOrderId || account.clientOrderIds.has(order.clientOrderId)) continue
      this.remember(account, account.orders.get(order.id) ?? { ...order })
    }
    // Stryker disable next-line ConditionalExpression: remember() never lets the map pass the bound
    account.clientIdsComplete = complete && account.clientOrderIds.size <= CLIENT_IDS_KEPT
  }

  /** An account unloaded: the orders its remembered ids named are forgotten. */
  forget(account: AccountState): void {
    for (const id of account.clientOrderIds.values()) this.recent.delete(id)
  }
}
