/**
 * Notifications show figures as the pages do (decision 421), in English and
 * Persian: amounts half-even to the cent, the room to the floor (a limit)
 * cut (decision 556).
 */
import { describe, expect, it } from 'vitest'
import { evaluationTexts } from '../../../../engine/evaluation/texts.ts'
import { translate } from '../../../../engine/i18n.ts'
import { displayParams } from '../../../../engine/notifications/render.ts'

const params = { title: '10K Challenge', equity: '9812.3515', floor: '9727.4765', room: '84.875' }

describe('notification figures', () => {
  it('English: grouped, two places, and the room left before the floor', () => {
    expect(translate('en', evaluationTexts.warningDailyBody, displayParams(params, 'en'))).toBe(
      '10K Challenge has used 80 % of its daily drawdown limit: 84.87 USDT left before the floor of 9,727.48 USDT (equity 9,812.35 USDT).',
    )
    expect(
      translate(
        'en',
        evaluationTexts.passedNextBody,
        displayParams({ title: 'X', size: '10000' }, 'en'),
      ),
    ).toBe('X passed Step 1. Your Step 2 account is open with 10,000.00 USDT.')
  })

  it('Persian: Persian digits and separators; names stay as typed', () => {
    expect(translate('fa', evaluationTexts.warningDailyBody, displayParams(params, 'fa'))).toBe(
      '10K Challenge ۸۰٪ از حد افت روزانه را مصرف کرده است: ۸۴٫۸۷ USDT تا کف ۹٬۷۲۷٫۴۸ USDT مانده است (اکوئیتی ۹٬۸۱۲٫۳۵ USDT).',
    )
  })

  it('warnings stored before the room was said still read in both languages', () => {
    const old = { title: 'T', equity: '9570', floor: '9500' }
    expect(translate('en', evaluationTexts.warningDailyBodyBefore, displayParams(old, 'en'))).toBe(
      'T has used 80 % of its daily drawdown limit: equity 9,570.00 USDT, floor 9,500.00 USDT.',
    )
    expect(
      translate('fa', evaluationTexts.warningDailyBodyBefore, displayParams(old, 'fa')),
    ).toContain('اکوئیتی ۹٬۵۷۰٫۰۰ USDT')
  })
})
