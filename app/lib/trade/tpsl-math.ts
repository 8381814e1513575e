/** What a position would realize if closed at a price: (P − entry) × size, signed by side. */
import { D, type Decimal } from '#money/decimal.ts'

export function pnlAt(
  side: 'long' | 'short',
  size: string,
  entry: string,
  price: Decimal,
): Decimal {
  const perUnit = price.sub(D(entry))
  return perUnit
    .mul(D(size))
    .mul(side === 'long' ? 1 : -1)
    .round(2, 'half-even')
}
