import { Button } from '~/components/ui/button'
import { useTheme } from '~/lib/use-theme'
import { m } from '~/paraglide/messages'
import { MoonIcon, SunIcon } from './frame-icons'

export function ThemeToggle() {
  const { dark, toggle } = useTheme()
  const label = dark ? m.theme_switch_to_light() : m.theme_switch_to_dark()
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={label} title={label}>
      <SunIcon className="hidden dark:block" />
      <MoonIcon className="block dark:hidden" />
    </Button>
  )
}
