import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { checkoutInvoice } from '../../../../app/lib/challenges/checkout-invoice.ts'

const base = {
  challengePrice: '199',
  featurePercents: [] as string[],
  discount: null,
  useCredit: false,
  credit: '',
  creditAvailable: '0',
}

describe('checkoutInvoice', () => {
  it('adds each feature at its percent of the price, rounded half-up to the cent', () => {
    // 89 × 15 % = 13.35; 89 × 10 % = 8.90 → 111.25
    const invoice = checkoutInvoice({
      ...base,
      challengePrice: '89',
      featurePercents: ['15', '10'],
    })
    expect(invoice).toMatchObject({
      price: '89.00',
      featuresPrice: '22.25',
      orderPrice: '111.25',
      finalPrice: '111.25',
    })
    // 49 × 15 % = 7.35; 49 × 12.5 % = 6.125 → 6.13 (half-up)
    expect(
      checkoutInvoice({ ...base, challengePrice: '49', featurePercents: ['12.5'] }),
    ).toMatchObject({ featuresPrice: '6.13', orderPrice: '55.13' })
  })

  it('takes the coupon discount and then the credit: 199 + 19.90 − 21.89 − 18.90', () => {
    const invoice = checkoutInvoice({
      ...base,
      featurePercents: ['10'],
      discount: '21.89',
      useCredit: true,
      credit: '18.90',
      creditAvailable: '50',
    })
    expect(invoice).toEqual({
      price: '199.00',
      featuresPrice: '19.90',
      orderPrice: '218.90',
      discount: '21.89',
      credit: '18.90',
      finalPrice: '178.11',
      maxCredit: '50.00',
      creditError: null,
    })
  })

  it('ignores the typed credit while the toggle is off', () => {
    const invoice = checkoutInvoice({ ...base, credit: '10', creditAvailable: '50' })
    expect([invoice.credit, invoice.finalPrice, invoice.creditError]).toEqual([
      '0.00',
      '199.00',
      null,
    ])
  })

  it('refuses credit that is malformed, too precise, more than available or than the price', () => {
    const withCredit = (credit: string, creditAvailable = '300') =>
      checkoutInvoice({ ...base, useCredit: true, credit, creditAvailable, discount: '9' })
    expect(withCredit('abc').creditError).toBe('invalid')
    expect(withCredit('-1').creditError).toBe('invalid')
    expect(withCredit('1.005').creditError).toBe('too_precise')
    expect(withCredit('20', '19.99').creditError).toBe('more_than_available')
    expect(withCredit('190.01').creditError).toBe('more_than_price')
    expect(withCredit('190')).toMatchObject({ creditError: null, finalPrice: '0.00' })
    // A refused amount counts for nothing in the total.
    expect(withCredit('190.01')).toMatchObject({ credit: '0.00', finalPrice: '190.00' })
  })

  it('offers at most the smaller of the available credit and the price after discount', () => {
    expect(checkoutInvoice({ ...base, creditAvailable: '12.345' }).maxCredit).toBe('12.34')
    expect(checkoutInvoice({ ...base, creditAvailable: '500', discount: '99' }).maxCredit).toBe(
      '100.00',
    )
  })

  it('never lets a discount exceed the order', () => {
    expect(checkoutInvoice({ ...base, discount: '500' })).toMatchObject({
      discount: '199.00',
      finalPrice: '0.00',
    })
  })

  it('always balances and never goes below zero', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 }).map((c) => D(c).div(100, 2).toFixed(2))
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }).map(String),
        fc.array(fc.integer({ min: 0, max: 100 }).map(String), { maxLength: 4 }),
        fc.option(cents, { nil: null }),
        cents,
        cents,
        (challengePrice, featurePercents, discount, credit, creditAvailable) => {
          const i = checkoutInvoice({
            challengePrice,
            featurePercents,
            discount,
            useCredit: true,
            credit,
            creditAvailable,
          })
          const sum = D(i.price).add(i.featuresPrice).sub(i.discount).sub(i.credit)
          expect(sum.eq(i.finalPrice)).toBe(true)
          expect(D(i.finalPrice).isNegative()).toBe(false)
          expect(D(i.credit).lte(i.maxCredit)).toBe(true)
        },
      ),
    )
  })
})
