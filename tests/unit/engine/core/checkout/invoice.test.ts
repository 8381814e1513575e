import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D, Decimal } from '#money/decimal.ts'
import {
  buildInvoice,
  couponDiscount,
  creditProblem,
  featurePrice,
  orderPrice,
} from '#money/invoice.ts'
import { type CouponRecord, couponProblem } from '../../../../../engine/core/checkout/coupon.ts'

describe('invoice arithmetic', () => {
  it('prices features as a percent of the challenge price, rounded half-up to the cent', () => {
    expect(featurePrice('49', '20')).toBe('9.80')
    expect(featurePrice('89', '15')).toBe('13.35')
    expect(featurePrice('499', '15')).toBe('74.85')
    // 0.5 cent rounds up: 0.05 × 10 % = 0.005 → 0.01
    expect(featurePrice('0.05', '10')).toBe('0.01')
  })

  it('adds every feature to the price: 89 + 20 % + 15 % + 10 % + 10 % = 89 + 48.95 = 137.95', () => {
    // 17.80 + 13.35 + 8.90 + 8.90 = 48.95
    expect(orderPrice('89', ['20', '15', '10', '10'])).toBe('137.95')
  })

  it('gives a percent coupon on the order price and caps a fixed one at the order price', () => {
    expect(couponDiscount({ kind: 'percent', value: '10' }, '106.80')).toBe('10.68')
    expect(couponDiscount({ kind: 'percent', value: '12.5' }, '99.99')).toBe('12.50') // 12.49875
    expect(couponDiscount({ kind: 'fixed', value: '25' }, '106.80')).toBe('25.00')
    expect(couponDiscount({ kind: 'fixed', value: '500' }, '106.80')).toBe('106.80')
    expect(couponDiscount({ kind: 'percent', value: '150' }, '49')).toBe('49.00')
  })

  it('worked example: 89 + profit share 20 % − 10 % coupon − 30 credit = 66.12', () => {
    // features 17.80 → order 106.80; discount 10.68 → 96.12; credit 30 → 66.12
    expect(
      buildInvoice({
        challengePrice: '89',
        featurePercents: ['20'],
        coupon: { kind: 'percent', value: '10' },
        credit: '30',
      }),
    ).toEqual({
      price: '89.00',
      featuresPrice: '17.80',
      discount: '10.68',
      credit: '30.00',
      finalPrice: '66.12',
    })
  })

  it('credit can cover everything left after the discount: final 0', () => {
    const invoice = buildInvoice({
      challengePrice: '49',
      featurePercents: [],
      coupon: { kind: 'fixed', value: '9' },
      credit: '40',
    })
    expect(invoice.finalPrice).toBe('0.00')
  })

  it('says why credit cannot be spent', () => {
    expect(creditProblem('-1', '100', '50')).toBe('negative')
    expect(creditProblem('1.005', '100', '50')).toBe('too_precise')
    expect(creditProblem('100.01', '100', '500')).toBe('more_than_available')
    expect(creditProblem('50.01', '100', '50')).toBe('more_than_price')
    expect(creditProblem('50', '100', '50')).toBeNull()
    expect(creditProblem('0', '0', '50')).toBeNull()
  })

  it('invoice identity holds and nothing is negative (property)', () => {
    const cents = (max: number) =>
      fc.integer({ min: 0, max }).map((c) => Decimal.of(BigInt(c), 2).toString())
    fc.assert(
      fc.property(
        cents(100_000_00),
        fc.array(
          fc.integer({ min: 0, max: 10_000 }).map((bp) => Decimal.of(BigInt(bp), 2).toString()),
          {
            maxLength: 4,
          },
        ),
        fc.option(
          fc.oneof(
            fc.record({ kind: fc.constant('percent' as const), value: cents(100_00) }),
            fc.record({ kind: fc.constant('fixed' as const), value: cents(1_000_000) }),
          ),
          { nil: null },
        ),
        fc.integer({ min: 0, max: 10_000 }),
        (price, percents, coupon, creditShare) => {
          const order = D(orderPrice(price, percents))
          const discount = coupon ? D(couponDiscount(coupon, order.toString())) : D(0)
          const payable = order.sub(discount)
          // Any credit from 0 to the payable amount, in cents.
          const credit = payable.mul(creditShare).div(10_000, 2, 'down')
          expect(
            creditProblem(credit.toString(), payable.toString(), payable.toString()),
          ).toBeNull()
          const inv = buildInvoice({
            challengePrice: price,
            featurePercents: percents,
            coupon,
            credit: credit.toString(),
          })
          const identity = D(inv.price).add(inv.featuresPrice).sub(inv.discount).sub(inv.credit)
          expect(identity.eq(inv.finalPrice)).toBe(true)
          expect(D(inv.finalPrice).isNegative()).toBe(false)
          expect(D(inv.discount).lte(order)).toBe(true)
          for (const v of Object.values(inv)) expect(v).toMatch(/^\d+\.\d{2}$/)
        },
      ),
    )
  })
})

describe('coupon validity', () => {
  const now = new Date('2026-03-10T12:00:00Z')
  const coupon: CouponRecord = {
    kind: 'percent',
    value: '10',
    active: true,
    startsAt: new Date('2026-03-01T00:00:00Z'),
    endsAt: new Date('2026-04-01T00:00:00Z'),
    usageLimit: 3,
    perUserLimit: 1,
  }
  const unused = { total: 0, byBuyer: 0 }

  it('accepts a coupon inside its window with uses left', () => {
    expect(couponProblem(coupon, unused, now)).toBeNull()
    expect(couponProblem(coupon, { total: 2, byBuyer: 0 }, now)).toBeNull()
  })

  it('names each reason it cannot be used', () => {
    expect(couponProblem(undefined, unused, now)).toBe('unknown')
    expect(couponProblem({ ...coupon, active: false }, unused, now)).toBe('unknown')
    expect(couponProblem(coupon, unused, new Date('2026-02-28T23:59:59Z'))).toBe('not_started')
    expect(couponProblem(coupon, unused, new Date('2026-04-01T00:00:00Z'))).toBe('expired')
    expect(couponProblem(coupon, { total: 3, byBuyer: 0 }, now)).toBe('used_up')
    expect(couponProblem(coupon, { total: 1, byBuyer: 1 }, now)).toBe('used_by_buyer')
  })

  it('a coupon limited to challenges fits those alone; an empty list fits every one', () => {
    const limited = { ...coupon, challengeIds: [3, 7] }
    expect(couponProblem(limited, unused, now, 3)).toBeNull()
    expect(couponProblem(limited, unused, now, 7)).toBeNull()
    expect(couponProblem(limited, unused, now, 4)).toBe('other_challenge')
    expect(couponProblem(limited, unused, now)).toBe('other_challenge')
    expect(couponProblem({ ...coupon, challengeIds: [] }, unused, now, 4)).toBeNull()
    // Unknown or inactive first: a limited coupon never tells which challenges it fits.
    expect(couponProblem({ ...limited, active: false }, unused, now, 4)).toBe('unknown')
  })

  it('without limits or window it stays valid', () => {
    const open = { ...coupon, startsAt: null, endsAt: null, usageLimit: null, perUserLimit: null }
    expect(couponProblem(open, { total: 10_000, byBuyer: 50 }, new Date('2040-01-01'))).toBeNull()
  })
})
