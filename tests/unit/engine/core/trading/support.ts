/** A core with the seeded pairs, a counter id source and a quote helper. */
import { D, type Decimal } from '#money/decimal.ts'
import type { PlaceOrderRequest } from '../../../../../engine/core/trading/order-checks.ts'
import { TradingCore } from '../../../../../engine/core/trading/trading-core.ts'
import type {
  IdKind,
  Order,
  Position,
  TradingEvent,
} from '../../../../../engine/core/trading/types.ts'
import { catalogueSpec } from '../../../../../engine/market/pair-catalogue.ts'

export const T0 = new Date('2026-03-01T10:00:00Z')

export function counterIds() {
  const counters: Record<IdKind, number> = { order: 0, fill: 0, position: 0, ledger: 0 }
  return { next: (kind: IdKind) => ++counters[kind] }
}

export function newCore(codes = ['BTCUSDT', 'ETHUSDT']) {
  return new TradingCore(codes.map(catalogueSpec), counterIds())
}

export function quote(last: string, extra: { mark?: string; bid?: string; ask?: string } = {}) {
  return {
    last: D(last),
    mark: D(extra.mark ?? last),
    bid: D(extra.bid ?? last),
    ask: D(extra.ask ?? last),
  }
}

export function loadAccount(
  core: TradingCore,
  id = 1,
  balance = '10000',
  extra: {
    maxLeverage?: number
    thresholds?: Record<string, Decimal>
    positions?: Position[]
    openOrders?: Order[]
  } = {},
) {
  return core.load(
    {
      id,
      userChallengeId: id,
      status: 'active',
      initialBalance: D(balance),
      balance: D(balance),
      maxLeverage: extra.maxLeverage ?? 20,
      leverages: {},
      positions: extra.positions ?? [],
      openOrders: extra.openOrders ?? [],
      thresholds: extra.thresholds ?? {},
    },
    T0,
  )
}

export function order(
  symbol: string,
  type: PlaceOrderRequest['type'],
  side: PlaceOrderRequest['side'],
  size: string,
  fields: Partial<Record<'price' | 'stopPrice' | 'tp' | 'sl', string>> & {
    tradeType?: 'open' | 'close'
    clientOrderId?: string
  } = {},
): PlaceOrderRequest {
  return {
    symbol,
    type,
    side,
    tradeType: fields.tradeType ?? 'open',
    size: D(size),
    price: fields.price ? D(fields.price) : undefined,
    stopPrice: fields.stopPrice ? D(fields.stopPrice) : undefined,
    tp: fields.tp ? D(fields.tp) : undefined,
    sl: fields.sl ? D(fields.sl) : undefined,
    clientOrderId: fields.clientOrderId,
  }
}

/** An equity_low event as plain strings, to compare whole. */
export function plainLow(e: Extract<TradingEvent, { kind: 'equity_low' }>) {
  return {
    accountId: e.accountId,
    step: e.step.toString(),
    day: e.day && {
      key: e.day.key,
      startBalance: e.day.startBalance.toString(),
      lowest: e.day.lowest.toString(),
    },
  }
}

export function kinds(events: TradingEvent[]): string[] {
  return events.map((e) => e.kind)
}

export function fills(events: TradingEvent[]) {
  return events.flatMap((e) => (e.kind === 'fill' ? [e.fill] : []))
}

/** A stored BTCUSDT position of account 1, entered at 60 000. */
export const btcPosition = (
  fields: Partial<Position> & Pick<Position, 'id' | 'size'>,
): Position => ({
  accountId: 1,
  symbol: 'BTCUSDT',
  entryPrice: D(60000),
  tp: null,
  sl: null,
  openedAt: T0,
  updatedAt: T0,
  ...fields,
})

/** A stored BTCUSDT buy limit of account 1 at 59 000, 0.01 at 10×, resting. */
export const restingOrder = (fields: Partial<Order> & Pick<Order, 'id'>): Order => ({
  accountId: 1,
  clientOrderId: null,
  symbol: 'BTCUSDT',
  type: 'LIMIT',
  side: 'buy',
  tradeType: 'open',
  price: D(59000),
  stopPrice: null,
  size: D('0.01'),
  tp: null,
  sl: null,
  status: 'NEW',
  reason: null,
  avgPrice: null,
  origin: 'trader',
  leverage: 10,
  createdAt: T0,
  updatedAt: T0,
  ...fields,
})
