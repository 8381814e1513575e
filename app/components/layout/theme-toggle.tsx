import { Moon, Sun } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { useTheme } from '~/lib/use-theme'
import { m } from '~/paraglide/messages'

export function ThemeToggle() {
  const { dark, toggle } = useTheme()
  const label = dark ? m.theme_switch_to_light() : m.theme_switch_to_dark()
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={label} title={label}>
      <Sun aria-hidden="true" className="hidden dark:block" />
      <Moon aria-hidden="true" className="block dark:hidden" />
    </Button>
  )
}
