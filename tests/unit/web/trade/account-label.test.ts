/**
 * The terminal's account selector names an account once: its title, its
 * kind unless the title already says it ("#2 Demo · Demo" before), and the
 * step of a challenge, with the page's digits.
 */
import { describe, expect, it } from 'vitest'
import type { UserChallenge } from '#contract/user-challenges.ts'
import { accountLabel } from '~/components/trade/challenge-selector'
import { pageLocale, speak } from '../page-locale'

const account = (over: Partial<UserChallenge>) =>
  ({ id: 2, title: 'Demo', type: 'demo', current_phase: 'step1', ...over }) as UserChallenge

describe('account label', () => {
  pageLocale('en')

  it('a demo titled "Demo" says Demo once', () => {
    expect(accountLabel(account({}))).toBe('#2 Demo')
    expect(accountLabel(account({ title: 'demo ' }))).toBe('#2 demo ')
  })

  it('another title keeps its kind, and a challenge its step', () => {
    expect(accountLabel(account({ title: 'Scalping' }))).toBe('#2 Scalping · Demo')
    expect(
      accountLabel(
        account({ id: 7, title: '10K Challenge', type: 'challenge', current_phase: 'step2' }),
      ),
    ).toBe('#7 10K Challenge · Challenge · Step 2')
  })

  it('Persian: the kind in Persian, the number and the step in Persian digits (issue 31)', () => {
    speak('fa')
    expect(accountLabel(account({}))).toBe('#۲ Demo · دمو')
    expect(
      accountLabel(
        account({ id: 7, title: 'چالش ۵ هزار دلاری', type: 'challenge', current_phase: 'step1' }),
      ),
    ).toBe('#۷ چالش ۵ هزار دلاری · چالش · مرحله ۱')
  })
})
