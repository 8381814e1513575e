/**
 * Exact decimal numbers for money, prices and quantities: an integer of
 * units and a scale (value = units × 10^-scale). Addition, subtraction and
 * multiplication are exact; division and rounding say how they round.
 * Immutable. No floats anywhere: a number input must be an integer.
 */

export type Rounding = 'half-even' | 'half-up' | 'down' | 'up' | 'floor' | 'ceil'

/** Results never carry more digits than this; beyond it they round half-even. */
const MAX_SCALE = 36
const POW10: bigint[] = []
for (let i = 0; i <= MAX_SCALE * 2 + 2; i++) POW10.push(10n ** BigInt(i))

function pow10(n: number): bigint {
  return POW10[n] ?? 10n ** BigInt(n)
}

const DECIMAL_PATTERN = /^([+-])?(\d+)(?:\.(\d+))?$/

/** Divides a by b (b ≠ 0) rounding the quotient as asked. */
function divRound(a: bigint, b: bigint, mode: Rounding): bigint {
  if (b < 0n) {
    a = -a
    b = -b
  }
  const q = a / b // truncates toward zero
  const r = a - q * b
  if (r === 0n) return q
  const negative = a < 0n
  switch (mode) {
    case 'down':
      return q
    case 'up':
      return negative ? q - 1n : q + 1n
    case 'floor':
      return negative ? q - 1n : q
    case 'ceil':
      return negative ? q : q + 1n
    default: {
      const twice = (r < 0n ? -r : r) * 2n
      const away = negative ? q - 1n : q + 1n
      if (twice > b) return away
      if (twice < b) return q
      if (mode === 'half-up') return away
      return q % 2n === 0n ? q : away
    }
  }
}

export class Decimal {
  readonly units: bigint
  readonly scale: number

  private constructor(units: bigint, scale: number) {
    if (scale > MAX_SCALE) {
      this.units = divRound(units, pow10(scale - MAX_SCALE), 'half-even')
      this.scale = MAX_SCALE
    } else {
      this.units = units
      this.scale = scale
    }
  }

  static readonly ZERO = new Decimal(0n, 0)
  static readonly ONE = new Decimal(1n, 0)

  static of(units: bigint, scale = 0): Decimal {
    return new Decimal(units, scale)
  }

  /** From a decimal string ("-12.50"), an integer number, or a bigint. */
  static from(value: string | number | bigint | Decimal): Decimal {
    if (value instanceof Decimal) return value
    if (typeof value === 'bigint') return new Decimal(value, 0)
    if (typeof value === 'number') {
      if (!Number.isSafeInteger(value)) {
        throw new RangeError(`Decimal.from needs an integer or a string, got ${value}`)
      }
      return new Decimal(BigInt(value), 0)
    }
    const parsed = Decimal.tryParse(value)
    if (!parsed) throw new RangeError(`Not a decimal: ${JSON.stringify(value)}`)
    return parsed
  }

  /** Parses a plain decimal string; undefined when it is not one. */
  static tryParse(value: string): Decimal | undefined {
    const match = DECIMAL_PATTERN.exec(value.trim())
    if (!match) return undefined
    const [, sign, whole, fraction = ''] = match
    const units = BigInt(`${whole}${fraction}`)
    return new Decimal(sign === '-' ? -units : units, fraction.length)
  }

  static isDecimalString(value: string): boolean {
    return DECIMAL_PATTERN.test(value)
  }

  static max(a: Decimal, b: Decimal): Decimal {
    return a.cmp(b) >= 0 ? a : b
  }

  static min(a: Decimal, b: Decimal): Decimal {
    return a.cmp(b) <= 0 ? a : b
  }

  static sum(values: Iterable<Decimal>): Decimal {
    let total = Decimal.ZERO
    for (const v of values) total = total.add(v)
    return total
  }

  private unitsAt(scale: number): bigint {
    return scale === this.scale ? this.units : this.units * pow10(scale - this.scale)
  }

  add(other: Decimal | string | number): Decimal {
    const o = Decimal.from(other)
    const scale = Math.max(this.scale, o.scale)
    return new Decimal(this.unitsAt(scale) + o.unitsAt(scale), scale)
  }

  sub(other: Decimal | string | number): Decimal {
    const o = Decimal.from(other)
    const scale = Math.max(this.scale, o.scale)
    return new Decimal(this.unitsAt(scale) - o.unitsAt(scale), scale)
  }

  mul(other: Decimal | string | number): Decimal {
    const o = Decimal.from(other)
    return new Decimal(this.units * o.units, this.scale + o.scale)
  }

  /** this ÷ other, with `scale` digits after the point, rounded as asked. */
  div(other: Decimal | string | number, scale: number, mode: Rounding = 'half-even'): Decimal {
    const o = Decimal.from(other)
    if (o.units === 0n) throw new RangeError('Division by zero')
    // (a/10^sa) / (b/10^sb) = a·10^(scale+sb-sa) / b  at 10^-scale
    const shift = scale + o.scale - this.scale
    const numerator = shift >= 0 ? this.units * pow10(shift) : this.units
    const denominator = shift >= 0 ? o.units : o.units * pow10(-shift)
    return new Decimal(divRound(numerator, denominator, mode), scale)
  }

  /** The same value with exactly `scale` digits after the point. */
  round(scale: number, mode: Rounding = 'half-even'): Decimal {
    if (scale >= this.scale) return new Decimal(this.unitsAt(scale), scale)
    return new Decimal(divRound(this.units, pow10(this.scale - scale), mode), scale)
  }

  /** Rounds to a multiple of `step` (a tick or lot size). */
  roundToStep(step: Decimal, mode: Rounding = 'down'): Decimal {
    const scale = Math.max(this.scale, step.scale)
    const n = divRound(this.unitsAt(scale), step.unitsAt(scale), mode)
    return new Decimal(n * step.unitsAt(scale), scale)
  }

  /** Whether this is a whole multiple of `step`. */
  isMultipleOf(step: Decimal): boolean {
    const scale = Math.max(this.scale, step.scale)
    const s = step.unitsAt(scale)
    return s !== 0n && this.unitsAt(scale) % s === 0n
  }

  neg(): Decimal {
    return new Decimal(-this.units, this.scale)
  }

  abs(): Decimal {
    return this.units < 0n ? this.neg() : this
  }

  cmp(other: Decimal | string | number): -1 | 0 | 1 {
    const o = Decimal.from(other)
    const scale = Math.max(this.scale, o.scale)
    const a = this.unitsAt(scale)
    const b = o.unitsAt(scale)
    return a < b ? -1 : a > b ? 1 : 0
  }

  eq(other: Decimal | string | number): boolean {
    return this.cmp(other) === 0
  }
  lt(other: Decimal | string | number): boolean {
    return this.cmp(other) < 0
  }
  lte(other: Decimal | string | number): boolean {
    return this.cmp(other) <= 0
  }
  gt(other: Decimal | string | number): boolean {
    return this.cmp(other) > 0
  }
  gte(other: Decimal | string | number): boolean {
    return this.cmp(other) >= 0
  }

  sign(): -1 | 0 | 1 {
    return this.units < 0n ? -1 : this.units > 0n ? 1 : 0
  }
  isZero(): boolean {
    return this.units === 0n
  }
  isNegative(): boolean {
    return this.units < 0n
  }
  isPositive(): boolean {
    return this.units > 0n
  }

  /** Shortest exact form: no exponent, no trailing zeros ("12.5", "-3", "0"). */
  toString(): string {
    let units = this.units
    let scale = this.scale
    while (scale > 0 && units % 10n === 0n) {
      units /= 10n
      scale--
    }
    return format(units, scale)
  }

  /** Exactly `dp` digits after the point, rounded as asked ("12.50"). */
  toFixed(dp: number, mode: Rounding = 'half-even'): string {
    const r = this.round(dp, mode)
    return format(r.units, r.scale)
  }

  toJSON(): string {
    return this.toString()
  }

  /** For charts and logs only: never for money arithmetic. */
  toNumber(): number {
    return Number(this.toString())
  }
}

function format(units: bigint, scale: number): string {
  const negative = units < 0n
  let digits = (negative ? -units : units).toString()
  if (scale > 0) {
    digits = digits.padStart(scale + 1, '0')
    digits = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
  }
  return negative ? `-${digits}` : digits
}

/** Shorthand: D('1.5'). */
export function D(value: string | number | bigint | Decimal): Decimal {
  return Decimal.from(value)
}
