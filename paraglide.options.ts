import type { CompilerOptions } from '@inlang/paraglide-js'

/**
 * One set of paraglide options for the Vite build and for `npm run gen`
 * (type checks before a build), so both emit the same runtime.
 * Locale: the `lang` cookie, then Accept-Language, then Persian (spec §1).
 */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './app/paraglide',
  outputStructure: 'message-modules',
  cookieName: 'lang',
  strategy: ['cookie', 'preferredLanguage', 'baseLocale'],
} satisfies CompilerOptions
