/**
 * The terminal's moment banners say money as the pages do (decision 421):
 * amount and unit as one figure. In Persian that is one left-to-right
 * isolate "USDT ۸۹٫۶۲"; before, the amount was isolated and "USDT" stood
 * apart in the sentence, and the step numbers stayed Latin.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { breachText, momentText } from '~/components/trade/account-moments'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'

const original = getLocale
afterEach(() => overwriteGetLocale(original))

const warning = {
  kind: 'warning' as const,
  user_challenge_id: 7,
  rule: 'daily_drawdown' as const,
  equity: '9589.625',
  floor: '9500',
  room: '89.625',
}
const passed = {
  kind: 'passed' as const,
  user_challenge_id: 7,
  step: 1,
  next_step: 2,
  next_user_challenge_id: 8,
  next_balance: '10000',
}

describe('moment banners', () => {
  it('English: "89.62 USDT left", cut to the cent', () => {
    overwriteGetLocale(() => 'en')
    expect(momentText(warning)).toBe("80 % of today's loss limit used: 89.62 USDT left")
    expect(momentText(passed)).toBe('Step 1 passed. Step 2 started with 10,000.00 USDT')
  })

  it('Persian: amount and unit in one isolate, Persian digits throughout', () => {
    overwriteGetLocale(() => 'fa')
    expect(momentText(warning)).toBe(
      '۸۰٪ از حد ضرر امروز مصرف شد: \u2066USDT ۸۹٫۶۲\u2069 باقی مانده است',
    )
    expect(momentText(passed)).toBe(
      'مرحله ۱ با موفقیت گذرانده شد. مرحله ۲ با \u2066USDT ۱۰٬۰۰۰٫۰۰\u2069 آغاز شد',
    )
    expect(breachText({ rule: 'daily_drawdown', equity: '9419.625', floor: '9500' })).toContain(
      'اکوئیتی \u2066USDT ۹٬۴۱۹٫۶۲\u2069 به کف روزانه \u2066USDT ۹٬۵۰۰٫۰۰\u2069 رسید',
    )
  })
})
