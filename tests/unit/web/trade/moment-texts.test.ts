/**
 * The terminal's moment banners say money as the pages do (decision 421):
 * amount and unit as one figure. In Persian that is one left-to-right
 * isolate "USDT ۸۹٫۶۲"; before, the amount was isolated and "USDT" stood
 * apart in the sentence, and the step numbers stayed Latin. Since programs
 * (issue 32) a drawdown moment names its rule in the program's words: the
 * limit's percent and, for the total floor, static or trailing.
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

/** A one-step program's rules: daily 4 %, total 8 % trailing the highest end-of-day balance. */
const programWarning = {
  ...warning,
  rule: 'total_drawdown' as const,
  limit: '8',
  drawdown_kind: 'trailing' as const,
  equity: '9360',
  floor: '9200',
  room: '160',
}

describe("moments in the program's words", () => {
  it("English: the warning and the breach name the percent and the floor's kind", () => {
    overwriteGetLocale(() => 'en')
    expect(momentText(programWarning)).toBe(
      '80 % of the total drawdown limit of 8% (trailing the highest end-of-day balance) used: 160.00 USDT left',
    )
    expect(momentText({ ...warning, limit: '4', drawdown_kind: 'static' })).toBe(
      '80 % of the daily drawdown limit of 4% used: 89.62 USDT left',
    )
    // A breach said live (the moment) and after a reload (the snapshot's breach, nulls before programs).
    expect(
      breachText({
        rule: 'total_drawdown',
        equity: '9190',
        floor: '9200',
        limit: '8',
        drawdown_kind: 'trailing',
      }),
    ).toBe(
      'Total drawdown limit of 8% (trailing the highest end-of-day balance) breached: equity 9,190.00 USDT reached the total floor of 9,200.00 USDT. The account has failed; its positions were closed.',
    )
    expect(
      breachText({
        rule: 'total_drawdown',
        equity: '8990',
        floor: '9000',
        limit: '10',
        drawdown_kind: 'static',
      }),
    ).toContain('Total drawdown limit of 10% (static, from the initial balance) breached')
    expect(
      breachText({
        rule: 'daily_drawdown',
        equity: '9590',
        floor: '9600',
        limit: '4',
        drawdown_kind: 'static',
      }),
    ).toContain('Daily drawdown limit of 4% breached: equity 9,590.00 USDT')
    // Before programs the moment had no figure: the rule is still named.
    expect(
      breachText({
        rule: 'total_drawdown',
        equity: '8990',
        floor: '9000',
        limit: null,
        drawdown_kind: null,
      }),
    ).toContain('Maximum loss limit breached')
  })

  it('Persian: the percent in Persian digits, the kind in words', () => {
    overwriteGetLocale(() => 'fa')
    const said = momentText(programWarning)
    expect(said).toContain('۸۰٪ از حد افت کل ۸٪ (دنباله‌رو، از بیشترین موجودی پایان روز) مصرف شد')
    expect(said).not.toMatch(/[0-9]/)
    const breach = breachText({
      rule: 'daily_drawdown',
      equity: '9590',
      floor: '9600',
      limit: '4',
      drawdown_kind: 'static',
    })
    expect(breach).toContain('حد افت روزانهٔ ۴٪ نقض شد')
    expect(breach).not.toMatch(/[0-9]/)
  })
})
