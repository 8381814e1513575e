/**
 * Issue 31, item 3: one exact figure reads the same cents through every
 * money formatter the screens and the notifications use, in both
 * languages: half-even to the cent (decision 556). The limits a trader acts
 * on (withdrawable, free margin, room to the floor, credit) are cut.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { formatLimit as sharedLimit, formatMoney as sharedMoney } from '#money/format.ts'
import {
  formatAmount as challengeAmount,
  formatUsdt as challengeUsdt,
} from '~/lib/challenges/format'
import { formatLimit, formatMoney, formatNumber } from '~/lib/format'
import { formatAmount, formatLimitUsdt, formatUsdt } from '~/lib/money-format'
import { toCents } from '~/lib/trade/account-figures'
import { cents, groupedCents, limitCents } from '~/lib/trade/format'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'
import { displayParams } from '../../../engine/notifications/render.ts'

const original = getLocale
afterEach(() => overwriteGetLocale(original))

const FA = '۰۱۲۳۴۵۶۷۸۹'
const persian = (text: string) =>
  text
    .replace(/\d/g, (d) => FA[Number(d)] ?? d)
    .replace(/,/g, '٬')
    .replace(/\./g, '٫')

/** Each money formatter's figure, its unit and marks stripped: what the trader reads. */
function figures(value: string, lang: 'en' | 'fa'): Record<string, string> {
  overwriteGetLocale(() => lang)
  const strip = (text: string) =>
    text
      .replace(/[\u2066\u2069\u200e]/g, '')
      .replace(/ ?USDT ?/, '')
      .trim()
  return {
    'money/format formatMoney': strip(sharedMoney(value, lang)),
    'engine notification amount': strip(String(displayParams({ equity: value }, lang).equity)),
    'app formatMoney': strip(formatMoney(value)),
    'app formatNumber, two places': strip(formatNumber(value, { decimals: 2 })),
    'money screens formatAmount': strip(formatAmount(value)),
    'money screens formatUsdt': strip(formatUsdt(value)),
    'challenge screens formatAmount': strip(challengeAmount(value)),
    'challenge screens formatUsdt': strip(challengeUsdt(value)),
    'terminal groupedCents': strip(groupedCents(value)),
    'terminal cents': lang === 'en' ? cents(value) : persian(cents(value)),
    'terminal toCents': lang === 'en' ? toCents(value) : persian(toCents(value)),
  }
}

function limits(value: string, lang: 'en' | 'fa'): Record<string, string> {
  overwriteGetLocale(() => lang)
  const strip = (text: string) =>
    text
      .replace(/[\u2066\u2069\u200e]/g, '')
      .replace(/ ?USDT ?/, '')
      .trim()
  return {
    'money/format formatLimit': strip(sharedLimit(value, lang)),
    'engine notification room': strip(String(displayParams({ room: value }, lang).room)),
    'app formatLimit': strip(formatLimit(value)),
    'money screens formatLimitUsdt': strip(formatLimitUsdt(value)),
    'terminal limitCents': strip(limitCents(value)),
  }
}

// The figures: one account's equity, a passed step's balance, an average loss;
// then a tie (half-even keeps the even cent) and a value cut and rounding tell apart.
const CASES: Array<[exact: string, shown: string, cut: string]> = [
  ['9447.1155', '9,447.12', '9,447.11'],
  ['11125.956', '11,125.96', '11,125.95'],
  ['-303.41725', '-303.42', '-303.41'],
  ['0.125', '0.12', '0.12'],
  ['6.135', '6.14', '6.13'],
  ['10000', '10,000.00', '10,000.00'],
]

describe('one rounding rule for money (decision 556)', () => {
  for (const [exact, shown, cut] of CASES) {
    it(`${exact} reads ${shown} everywhere, in English and Persian`, () => {
      for (const lang of ['en', 'fa'] as const) {
        const want = lang === 'en' ? shown : persian(shown)
        const got = figures(exact, lang)
        const plain = (s: string) => (lang === 'en' ? s.replace(/,/g, '') : s.replace(/٬/g, ''))
        for (const [name, text] of Object.entries(got)) {
          // cents/toCents give the bare figure (no separators): compare without them.
          expect(plain(text), `${name} (${lang})`).toBe(plain(want))
        }
      }
    })

    it(`${exact} as a limit reads ${cut}, cut`, () => {
      for (const lang of ['en', 'fa'] as const) {
        const want = lang === 'en' ? cut : persian(cut)
        for (const [name, text] of Object.entries(limits(exact, lang)))
          expect(text, `${name} (${lang})`).toBe(want)
      }
    })
  }
})
