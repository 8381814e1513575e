/** The terminal's words for order types, sides, statuses and ledger types. */

import type { Order, OrderType, Transaction } from '#contract/trade.ts'
import { m } from '~/paraglide/messages'

export function orderTypeLabel(type: OrderType): string {
  switch (type) {
    case 'LIMIT':
      return m.trade_type_limit()
    case 'MARKET':
      return m.trade_type_market()
    case 'STOP_MARKET':
      return m.trade_type_stop_market()
    case 'STOP_LIMIT':
      return m.trade_type_stop_limit()
  }
}

export function sideLabel(side: Order['side']): string {
  return side === 'buy' ? m.trade_side_buy() : m.trade_side_sell()
}

export function statusLabel(status: Order['status']): string {
  switch (status) {
    case 'NEW':
      return m.trade_status_new()
    case 'TRIGGERED':
      return m.trade_status_triggered()
    case 'FILLED':
      return m.trade_status_filled()
    case 'CANCELED':
      return m.trade_status_canceled()
    case 'REJECTED':
      return m.trade_status_rejected()
    case 'EXPIRED':
      return m.trade_status_expired()
  }
}

/** Who placed an order or a fill's order (decision 412). */
export function originLabel(origin: Order['origin']): string {
  switch (origin) {
    case 'trader':
      return m.trade_origin_trader()
    case 'take_profit':
      return m.trade_origin_take_profit()
    case 'stop_loss':
      return m.trade_origin_stop_loss()
    case 'liquidation':
      return m.trade_origin_liquidation()
    case 'close_out':
      return m.trade_origin_close_out()
  }
}

export function transactionTypeLabel(type: Transaction['type']): string {
  switch (type) {
    case 'REALIZED_PNL':
      return m.trade_tx_realized_pnl()
    case 'COMMISSION':
      return m.trade_tx_commission()
    case 'WITHDRAWAL':
      return m.trade_tx_withdrawal()
    case 'LIQUIDATION':
      return m.trade_tx_liquidation()
  }
}
