/**
 * Dark and light theme. The user's pick lives in localStorage under
 * `dark-mode` ("true" / "false"); without a pick the system preference rules.
 * The inline script runs in <head> before first paint, so a reload never
 * flashes the other theme.
 */
export const THEME_STORAGE_KEY = 'dark-mode'

export const themeInitScript = `(function(){try{var v=localStorage.getItem('${THEME_STORAGE_KEY}');var d=v===null?window.matchMedia('(prefers-color-scheme: dark)').matches:v==='true';var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(_){}})()`

export function applyTheme(dark: boolean): void {
  const root = document.documentElement
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
}

/** The stored pick, or undefined when the user never chose. */
export function storedThemePick(): boolean | undefined {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY)
    return value === null ? undefined : value === 'true'
  } catch {
    return undefined
  }
}

export function storeThemePick(dark: boolean): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, String(dark))
  } catch {
    // Private mode: the pick lasts until reload.
  }
}

export function systemPrefersDark(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches
}
