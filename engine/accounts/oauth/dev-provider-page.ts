/**
 * The development provider's sign-in page: one form, in the caller's
 * language and direction, light or dark as the system is. Self-contained
 * (no scripts, inline styles) because it is served by the engine.
 */
import { type Locale, translate } from '../../i18n.ts'
import { ACCOUNT_TEXTS } from '../account-texts.ts'

export interface DevPageInput {
  locale: Locale
  /** The authorize request, carried through the form unchanged. */
  query: Record<string, string>
  email?: string
  name?: string
  error?: string
}

export function devSignInPage(input: DevPageInput): string {
  const t = (text: string) => escapeHtml(translate(input.locale, text))
  const dir = input.locale === 'fa' ? 'rtl' : 'ltr'
  const hidden = Object.entries(input.query)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('')
  const error = input.error
    ? `<p class="error" role="alert" id="form-error">${t(input.error)}</p>`
    : ''
  const invalid = input.error ? ' aria-invalid="true" aria-describedby="form-error"' : ''
  return `<!doctype html>
<html lang="${input.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${t(ACCOUNT_TEXTS.devPageTitle)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${t(ACCOUNT_TEXTS.devPageTitle)}</h1>
<p class="intro">${t(ACCOUNT_TEXTS.devPageIntro)}</p>
${error}
<form method="post">
${hidden}
<label for="email">${t(ACCOUNT_TEXTS.devPageEmail)}</label>
<input id="email" name="email" type="email" dir="ltr" autocomplete="email" required value="${escapeHtml(input.email ?? '')}"${invalid}>
<label for="name">${t(ACCOUNT_TEXTS.devPageName)}</label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="60" value="${escapeHtml(input.name ?? '')}">
<div class="actions">
<button type="submit" name="action" value="allow">${t(ACCOUNT_TEXTS.devPageContinue)}</button>
<button type="submit" name="action" value="deny" formnovalidate class="secondary">${t(ACCOUNT_TEXTS.devPageCancel)}</button>
</div>
</form>
</main>
</body>
</html>`
}

export function devBadRequestPage(locale: Locale): string {
  const dir = locale === 'fa' ? 'rtl' : 'ltr'
  const text = escapeHtml(translate(locale, ACCOUNT_TEXTS.devPageBadRequest))
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><title>${text}</title><style>${STYLE}</style></head><body><main><h1>${text}</h1></main></body></html>`
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f7f9;--card:#fff;--fg:#111827;--muted:#4b5563;--line:#d1d5db;--accent:#2563eb;--danger:#b91c1c}
@media (prefers-color-scheme:dark){:root{--bg:#0b0f17;--card:#151b26;--fg:#e5e7eb;--muted:#9ca3af;--line:#374151;--accent:#60a5fa;--danger:#f87171}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font:15px/1.6 system-ui,Tahoma,"Vazirmatn",sans-serif}
main{inline-size:min(26rem,calc(100vw - 2rem));background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 .5rem}
.intro{color:var(--muted);margin:0 0 1rem}
label{display:block;font-weight:600;margin-block:.75rem .25rem}
input[type=email],input[type=text]{inline-size:100%;padding:.55rem .7rem;border:1px solid var(--line);border-radius:8px;background:transparent;color:inherit;font:inherit}
input:focus-visible,button:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.actions{display:flex;gap:.5rem;margin-block-start:1.25rem}
button{padding:.55rem 1.1rem;border-radius:8px;border:1px solid var(--accent);background:var(--accent);color:#fff;font:inherit;font-weight:600;cursor:pointer}
@media (prefers-color-scheme:dark){button{color:#0b0f17}}
button.secondary{background:transparent;color:var(--fg);border-color:var(--line)}
.error{color:var(--danger);font-weight:600;margin:0 0 .5rem}
`

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
