/**
 * Issue 31, item 8: the tour's spotlight stays inside the window (the chart
 * step outlined an 856 px box from y = −6 in a 768 px window), and item 6:
 * the tour's progress in the page's digits.
 */
import { createRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { TourCard } from '~/components/tour/tour-card'
import { spotlightBox } from '~/components/tour/tour-placement'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'

const original = getLocale
afterEach(() => overwriteGetLocale(original))

const WINDOW = { width: 1366, height: 768 }

describe('the tour spotlight', () => {
  it('clamps a target taller than the window to the window', () => {
    // The chart: 856 px tall, scrolled so its top is at 0 (padded: −6).
    expect(spotlightBox({ top: 0, left: 240, width: 800, height: 856 }, 6, WINDOW)).toEqual({
      top: 0,
      left: 234,
      width: 812,
      height: 768,
    })
  })

  it('keeps a target inside the window padded all round', () => {
    expect(spotlightBox({ top: 100, left: 50, width: 200, height: 40 }, 6, WINDOW)).toEqual({
      top: 94,
      left: 44,
      width: 212,
      height: 52,
    })
  })

  it('clamps at the right and left edges too', () => {
    expect(spotlightBox({ top: 10, left: 1300, width: 100, height: 20 }, 6, WINDOW)).toEqual({
      top: 4,
      left: 1294,
      width: 72,
      height: 32,
    })
    expect(spotlightBox({ top: 10, left: -30, width: 100, height: 20 }, 6, WINDOW).left).toBe(0)
  })
})

describe('the tour card', () => {
  const card = () =>
    renderToStaticMarkup(
      <TourCard
        ref={createRef()}
        style={{}}
        title="t"
        content="c"
        current={0}
        total={5}
        onNext={() => {}}
      />,
    )

  it('counts its stops in Persian digits in Persian', () => {
    overwriteGetLocale(() => 'fa')
    // The visible text, not the class names.
    const text = card().replace(/<[^>]+>/g, ' ')
    expect(text).toContain('۱')
    expect(text).toContain('۵')
    expect(text).not.toMatch(/[0-9]/)
  })

  it('and in Latin digits in English', () => {
    overwriteGetLocale(() => 'en')
    expect(card()).toMatch(/1\D+5/)
  })
})
