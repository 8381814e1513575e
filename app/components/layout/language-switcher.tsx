import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { getLocale, setLocale } from '~/paraglide/runtime'
import { LanguagesIcon } from './frame-icons'

/**
 * Two languages, so one button: it offers the other one. setLocale stores
 * the choice in the cookie the server reads and reloads, so SSR renders in it.
 */
export function LanguageSwitcher() {
  const next = getLocale() === 'fa' ? 'en' : 'fa'
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={next}
      data-testid="language-switch"
      title={m.language_switch()}
      onClick={() => setLocale(next)}
    >
      <LanguagesIcon />
      {/* On a phone the icon alone: the top bar must fit 360 px. */}
      {/* The other language's name in the system's font: an English page then
          does not fetch Vazirmatn (47 KB) for five letters (issue 19). */}
      <span className="sr-only font-[system-ui,sans-serif] sm:not-sr-only">
        {next === 'fa' ? m.language_fa() : m.language_en()}
      </span>
    </Button>
  )
}
