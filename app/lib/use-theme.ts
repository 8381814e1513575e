import { useCallback, useEffect, useState } from 'react'
import { applyTheme, storedThemePick, storeThemePick, systemPrefersDark } from './theme'

/** The current theme, kept in step with the system until the user picks. */
export function useTheme() {
  const [dark, setDark] = useState(false)

  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    const follow = () => {
      const dark = storedThemePick() ?? systemPrefersDark()
      applyTheme(dark)
      setDark(dark)
    }
    // The system may have changed since the <head> script ran.
    follow()
    media.addEventListener('change', follow)
    return () => media.removeEventListener('change', follow)
  }, [])

  const toggle = useCallback(() => {
    const next = !document.documentElement.classList.contains('dark')
    storeThemePick(next)
    applyTheme(next)
    setDark(next)
  }, [])

  return { dark, toggle }
}
