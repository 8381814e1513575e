/**
 * What a console table must let staff reach (issues 25 and 32): every
 * row's buttons and links inside the viewport's width, the pinned Actions
 * column never lying over a row's e-mail (at 390 px in Persian it covered
 * the start of it), and a queue's columns that decide a payout seen
 * without scrolling sideways at 1 366 px.
 */
import { expect, type Page } from '@playwright/test'

/** Every button and link in the page's tables is within the viewport's width. */
export async function actionsInsideViewport(page: Page) {
  const width = page.viewportSize()?.width ?? 0
  const outside = await page.locator('table button, table a').evaluateAll(
    (els, w) =>
      els
        .map((el) => {
          const r = el.getBoundingClientRect()
          return { text: el.textContent?.trim() ?? '', left: r.left, right: r.right }
        })
        .filter((r) => r.left < 0 || r.right > w + 1),
    width,
  )
  expect(outside).toEqual([])
}

/**
 * Each row's user e-mail is whole in the viewport and the row's pinned
 * (sticky) cell does not cover any of it; answers how many e-mails were
 * looked at, so a caller can require that there were some.
 */
export async function emailsUncovered(page: Page): Promise<number> {
  const found = await page.locator('tbody tr').evaluateAll((rows) =>
    rows.flatMap((row) => {
      const email = row.querySelector('a[href^="/staff/users/"] bdi')
      if (!email) return []
      const e = email.getBoundingClientRect()
      const sticky = row.querySelector('td.sticky')?.getBoundingClientRect()
      const covered =
        sticky !== undefined &&
        e.left < sticky.right &&
        sticky.left < e.right &&
        e.top < sticky.bottom &&
        sticky.top < e.bottom
      const outside = e.left < 0 || e.right > window.innerWidth + 1
      const at = (r?: DOMRect) => (r ? `${Math.round(r.left)}–${Math.round(r.right)}` : 'none')
      return [
        { email: email.textContent ?? '', covered, outside, at: `${at(e)} pinned ${at(sticky)}` },
      ]
    }),
  )
  expect(found.filter((f) => f.covered || f.outside)).toEqual([])
  return found.length
}

/**
 * The page's table is as wide as its card, no column waiting behind a
 * sideways scroll, and no cell's content running into the next cell.
 */
export async function tableFits(page: Page) {
  const { overflow, columns, spilled } = await page
    .locator('table')
    .first()
    .evaluate((table) => {
      const box = table.parentElement as HTMLElement
      const heads = [...table.querySelectorAll('thead th')]
      const cells = [...table.querySelectorAll('tbody td')] as HTMLElement[]
      return {
        overflow: box.scrollWidth - box.clientWidth,
        columns: heads.map(
          (th) => `${th.textContent?.trim()} ${Math.round(th.getBoundingClientRect().width)}`,
        ),
        spilled: cells
          .filter((td) => td.scrollWidth > td.clientWidth + 1)
          .map((td) => `${td.textContent?.trim()} (${td.scrollWidth} > ${td.clientWidth})`),
      }
    })
  expect(overflow, `columns: ${columns.join(', ')}`).toBeLessThanOrEqual(1)
  expect(spilled).toEqual([])
}

/**
 * No header of the page's tables lies under a pinned (sticky) header: an
 * empty table at 390 px had its pinned Actions header over Status.
 */
export async function headersUncovered(page: Page) {
  const covered = await page.locator('thead tr').evaluateAll((rows) =>
    rows.flatMap((row) => {
      const heads = [...row.querySelectorAll('th')]
      const pinned = heads.filter((th) => getComputedStyle(th).position === 'sticky')
      return heads
        .filter((th) => !pinned.includes(th))
        .flatMap((th) => {
          const h = th.getBoundingClientRect()
          return pinned
            .filter((p) => {
              const r = p.getBoundingClientRect()
              return h.left < r.right - 1 && r.left < h.right - 1
            })
            .map((p) => `${th.textContent?.trim()} under ${p.textContent?.trim()}`)
        })
    }),
  )
  expect(covered).toEqual([])
}
