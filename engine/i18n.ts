/**
 * The engine answers in the caller's language (Accept-Language: en or fa).
 * Texts are keyed by their English wording; Persian translations live here.
 * A text without a translation is sent in English.
 */
import { persianValidationTexts } from '#contract/validation-texts.ts'

export type Locale = 'en' | 'fa'

const fa: Record<string, string> = {
  // The auth and profile forms' validation texts: one source with the web's.
  ...persianValidationTexts(),
  'Unauthenticated.': 'ابتدا وارد حساب کاربری شوید.',
  'This action is unauthorized.': 'اجازه انجام این کار را ندارید.',
  'Not found.': 'پیدا نشد.',
  'CSRF token mismatch.': 'نشست منقضی شده است؛ صفحه را دوباره بارگذاری کنید.',
  'The request body is not valid JSON.': 'بدنه درخواست JSON معتبر نیست.',
  'The request body is too large.': 'حجم درخواست بیش از حد مجاز است.',
  'Server Error': 'خطای سرور',
  'Too many attempts. Try again in {seconds} seconds.':
    'تلاش‌های زیادی انجام شد. {seconds} ثانیه دیگر دوباره تلاش کنید.',
  '{first} (and 1 more error)': '{first} (و ۱ خطای دیگر)',
  '{first} (and {more} more errors)': '{first} (و {more} خطای دیگر)',
}

const dictionaries: Record<Locale, Record<string, string>> = { en: {}, fa }

/** Adds translations (feature modules register theirs at import). */
export function addTranslations(locale: Locale, entries: Record<string, string>): void {
  Object.assign(dictionaries[locale], entries)
}

/** Whether `text` has a translation in `locale` (English texts are their own). */
export function hasTranslation(locale: Locale, text: string): boolean {
  return locale === 'en' || text in dictionaries[locale]
}

/** `{name}` placeholders are filled from params. */
export function translate(
  locale: Locale,
  text: string,
  params: Record<string, string | number> = {},
): string {
  const template = dictionaries[locale][text] ?? text
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in params ? String(params[key]) : match,
  )
}

export function localeFrom(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'en'
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? ''
    if (tag.startsWith('fa')) return 'fa'
    if (tag.startsWith('en')) return 'en'
  }
  return 'en'
}
