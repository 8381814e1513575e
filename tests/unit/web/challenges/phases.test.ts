/** A program's phases as the web names them: 0–3 steps, then the funded account (issue 32). */
import { describe, expect, it } from 'vitest'
import { phaseName, phasesOf, stepNumber, stepsCountText } from '~/lib/challenges/phases'
import { pageLocale, speak } from '../page-locale'

pageLocale('en')

describe('program phases', () => {
  it('runs through as many steps as the program has, none for instant funding', () => {
    expect(phasesOf(0)).toEqual([])
    expect(phasesOf(1)).toEqual(['step1'])
    expect(phasesOf(3)).toEqual(['step1', 'step2', 'step3'])
  })

  it('numbers the third step and no other phase', () => {
    expect(stepNumber('step3')).toBe(3)
    expect(stepNumber('real')).toBeNull()
    expect(stepNumber('demo')).toBeNull()
  })

  it('names step 3, a funded account, and one bought with no steps', () => {
    expect(phaseName('step3')).toBe('Step 3')
    expect(phaseName('real', 2)).toBe('Real Account')
    expect(phaseName('real', 0)).toBe('Instant funding')
    expect(phaseName('demo')).toBe('Demo')
  })

  it('says a program’s shape in both languages, Persian with Persian digits', () => {
    expect(stepsCountText(1)).toBe('One step')
    expect(stepsCountText(3)).toBe('3 steps')
    speak('fa')
    expect(phaseName('step3')).toBe('مرحله ۳')
    expect(stepsCountText(3)).toBe('۳ مرحله')
    expect(stepsCountText(0)).toBe('تأمین سرمایهٔ فوری')
  })
})
