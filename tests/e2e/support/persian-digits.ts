/**
 * Latin digits in a Persian page's visible text (issue 31 item 6), outside
 * what is allowed: e-mail addresses, transaction hashes and payout addresses,
 * codes made of capitals and digits (referral and coupon codes), the
 * networks' own names (TRC20, ERC20, BEP20), IP addresses (the profile's
 * sessions), phone numbers, the providers' own references (sbx_…, pi_…, a
 * NOWPayments id), codes people chose (size-7500), and text people typed
 * (names, titles, subjects: shown in their own direction, dir="auto", with
 * the writer's digits), a certificate's public id and key id, and the
 * signature scheme's name (Ed25519).
 */
import type { Page } from '@playwright/test'

const ALLOWED: ReadonlyArray<[string, RegExp]> = [
  ['e-mail address', /[^\s@]+@[^\s@]+\.[a-z]+/gi],
  ['hash, EVM address or key id', /\b(0x)?[0-9a-f]{16,}\b/gi],
  ["a certificate's public id", /(?<![\w-])[A-Za-z0-9_-]{22}(?![\w-])/g],
  ['the signature scheme', /\bEd25519\b/g],
  ['Tron address', /\bT[1-9A-HJ-NP-Za-km-z]{33}\b/g],
  ['network name', /\b(USDT_)?(TRC|ERC|BEP)-?20\b/g],
  ['IP address (sessions)', /\b\d{1,3}(\.\d{1,3}){3}\b/g],
  ['code of capitals and digits', /\b(?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*\d)[A-Z0-9]{4,}\b/g],
  // A message quoting what someone typed isolates it (FSI … PDI) in its own direction.
  ['typed text quoted in a message', /\u2068[^\u2069]*\u2069/g],
  ['phone number', /\+\d{8,15}\b/g],
  ["a provider's reference", /\b[a-z]{2,4}_[A-Za-z0-9_-]+|\b\d{10,}\b/g],
  ['a code someone chose', /\b[a-z]+(?:-[a-z0-9]+)+\b/g],
]

/** Every visible text of the page with a Latin digit, after the allowed things are taken out. */
export async function latinDigits(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      if (!/[0-9]/.test(text)) continue
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, [aria-hidden="true"]')) continue
      // Typed text (a name, a title, a ticket's subject) keeps the writer's digits.
      if (parent.closest('[dir="auto"]')) continue
      const style = getComputedStyle(parent)
      if (style.visibility === 'hidden' || style.display === 'none') continue
      if (parent.getClientRects().length === 0) continue
      if (parent.closest('.sr-only')) continue
      found.push(text.trim())
    }
    // A native select shows its chosen option's text.
    for (const select of document.querySelectorAll('select')) {
      const chosen = select.selectedOptions[0]?.textContent ?? ''
      if (/[0-9]/.test(chosen)) found.push(chosen.trim())
    }
    return found
  })
  return texts
    .map((text) => ALLOWED.reduce((rest, [, pattern]) => rest.replace(pattern, ''), text))
    .filter((rest) => /[0-9]/.test(rest))
}
