/**
 * The sandbox provider's hosted page: the order and its invoice, with Pay
 * and Cancel. Plain HTML from the engine (it stands in for a provider's
 * site, on the provider's origin), in the buyer's language, following the
 * system's light or dark preference.
 */
import { D } from '#money/decimal.ts'
import { formatNumber } from '#money/format.ts'
import { type Locale, translate } from '../../i18n.ts'
import type { PaymentRow } from '../activate.ts'
import { pageTexts } from './page-texts.ts'

export interface PageLinks {
  payAction: string
  cancelAction: string
  signature: string
  successUrl: string
  failureUrl: string
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** "1,234.50": grouped, two decimals, in the page's digits (Persian in fa). */
function amountText(value: string, locale: Locale): string {
  return formatNumber(D(value).toFixed(2), locale, { decimals: 2 })
}

/** Kept left to right inside Persian text. */
const ltr = (html: string) => `<bdi dir="ltr">${html}</bdi>`

const moneyIn = (locale: Locale) => (value: string) => ltr(amountText(value, locale))

/** A deduction: "−10.00", or "0.00" when there is none. */
const minusIn = (locale: Locale) => (value: string) =>
  D(value).isZero() ? moneyIn(locale)(value) : ltr(`−${amountText(value, locale)}`)

const styles = `
:root { color-scheme: light dark; --bg:#f4f5f7; --card:#fff; --text:#111827; --muted:#6b7280;
  --line:#e5e7eb; --primary:#2563eb; --primary-text:#fff; --badge:#fef3c7; --badge-text:#92400e; }
@media (prefers-color-scheme: dark) { :root { --bg:#0b0f17; --card:#151b26; --text:#e5e7eb;
  --muted:#9ca3af; --line:#273042; --primary:#2563eb; --badge:#3b2f12; --badge-text:#fcd34d; } }
* { box-sizing: border-box; }
body { margin:0; min-height:100vh; display:grid; place-items:center; background:var(--bg);
  color:var(--text); font:16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; padding:24px; }
html[lang="fa"] body { font-family: Vazirmatn, Tahoma, system-ui, sans-serif; }
main { width:100%; max-width:440px; background:var(--card); border:1px solid var(--line);
  border-radius:16px; padding:28px; box-shadow:0 10px 30px rgb(0 0 0 / .08); }
header { display:flex; align-items:center; justify-content:space-between; gap:12px; margin-block-end:20px; }
h1 { font-size:1.25rem; margin:0; }
.badge { background:var(--badge); color:var(--badge-text); border-radius:999px; padding:2px 10px; font-size:.8rem; }
.merchant { color:var(--muted); margin:0 0 4px; font-size:.9rem; }
.item { font-weight:600; margin:0 0 16px; }
dl { margin:0; display:grid; grid-template-columns:1fr auto; row-gap:8px; }
dt { color:var(--muted); } dd { margin:0; text-align:end; font-variant-numeric:tabular-nums; }
.total { border-block-start:1px solid var(--line); padding-block-start:10px; font-weight:700; color:var(--text); }
.actions { display:flex; gap:12px; margin-block-start:24px; }
.actions form { flex:1; }
button, .link { width:100%; display:block; text-align:center; border-radius:10px; padding:12px 16px;
  font:inherit; font-weight:600; cursor:pointer; text-decoration:none; }
.pay { background:var(--primary); color:var(--primary-text); border:0; }
.cancel { background:transparent; color:var(--text); border:1px solid var(--line); }
.note { color:var(--muted); font-size:.85rem; margin:16px 0 0; }
.state { margin:8px 0 20px; }
button:focus-visible, .link:focus-visible { outline:3px solid var(--primary); outline-offset:2px; }
`

function layout(locale: Locale, title: string, body: string): string {
  const t = (text: string) => escapeHtml(translate(locale, text))
  return `<!doctype html>
<html lang="${locale}" dir="${locale === 'fa' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${t(pageTexts.provider)}</title>
<style>${styles}</style></head>
<body><main>
<header><h1>${t(pageTexts.provider)}</h1><span class="badge">${t(pageTexts.testMode)}</span></header>
${body}
</main></body></html>`
}

export function renderPaymentPage(payment: PaymentRow, links: PageLinks, locale: Locale): string {
  const t = (text: string) => escapeHtml(translate(locale, text))
  const amount = ltr(`${amountText(payment.finalPrice, locale)} USDT`)
  const money = moneyIn(locale)
  const minus = minusIn(locale)
  const lines: Array<[string, string]> = [
    [pageTexts.price, money(payment.price)],
    [pageTexts.featuresPrice, money(payment.featuresPrice)],
    [pageTexts.discount, minus(payment.discount)],
    [pageTexts.credit, minus(payment.credit)],
  ]
  const order = `<p class="merchant">${t(pageTexts.merchant)}</p>
<p class="item" dir="auto">${escapeHtml(payment.title)}</p>
<dl>${lines.map(([label, value]) => `<dt>${t(label)}</dt><dd>${value}</dd>`).join('')}
<dt class="total">${t(pageTexts.total)}</dt><dd class="total">${amount}</dd></dl>`

  if (payment.status !== 'pending') {
    const paid = payment.status === 'paid'
    const state = paid ? pageTexts.alreadyPaid : pageTexts.notPayable
    return layout(
      locale,
      payment.title,
      `${order}<p class="state" role="status">${t(state)}</p>
<a class="link pay" href="${escapeHtml(paid ? links.successUrl : links.failureUrl)}">${t(pageTexts.back)}</a>`,
    )
  }

  const hidden = `<input type="hidden" name="signature" value="${escapeHtml(links.signature)}">
<input type="hidden" name="lang" value="${locale}">`
  return layout(
    locale,
    payment.title,
    `${order}
<div class="actions">
<form method="post" action="${escapeHtml(links.payAction)}">${hidden}<button class="pay" type="submit">${t(pageTexts.pay).replace('{amount}', amount)}</button></form>
<form method="post" action="${escapeHtml(links.cancelAction)}">${hidden}<button class="cancel" type="submit">${t(pageTexts.cancel)}</button></form>
</div>
<p class="note">${t(pageTexts.explainer)}</p>`,
  )
}

export function renderNotFoundPage(locale: Locale): string {
  const t = (text: string) => escapeHtml(translate(locale, text))
  return layout(
    locale,
    translate(locale, pageTexts.notFound),
    `<p class="state" role="alert">${t(pageTexts.notFound)}</p>`,
  )
}
