/**
 * An open position's take profit and stop loss: a price sets it, null
 * removes it, undefined keeps it (only what changes is checked).
 */
import type { Decimal } from '#money/decimal.ts'
import type { AccountState } from './account-state.ts'
import type { CoreState } from './core-state.ts'
import type { Events } from './execution.ts'
import { indexTpsl } from './indexing.ts'
import { inactiveRejection } from './order-checks.ts'
import { reject } from './rejections.ts'
import { checkPositionTpsl } from './tpsl-checks.ts'
import type { Outcome, Position } from './types.ts'

export function setTpsl(
  state: CoreState,
  account: AccountState,
  positionId: number,
  tp: Decimal | null | undefined,
  sl: Decimal | null | undefined,
  now: Date,
): Outcome<Position> {
  const inactive = inactiveRejection(account)
  if (inactive) return { ok: false, rejection: inactive }
  const position = [...account.positions.values()].find((p) => p.id === positionId)
  if (!position) return { ok: false, rejection: reject('position_not_found', 'positionId') }
  const quote = state.quote(position.symbol)
  const rejection = checkPositionTpsl(
    state.pair(position.symbol),
    position,
    quote,
    tp ?? null,
    sl ?? null,
  )
  if (rejection) return { ok: false, rejection }
  if (tp !== undefined) position.tp = tp
  if (sl !== undefined) position.sl = sl
  position.updatedAt = now
  indexTpsl(state, account, position)
  const events: Events = [
    {
      kind: 'position',
      accountId: account.id,
      symbol: position.symbol,
      position: { ...position },
      closed: false,
    },
  ]
  return { ok: true, value: { ...position }, events }
}
