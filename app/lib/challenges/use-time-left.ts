/**
 * Time left until a moment (the daily floor's reset), ticking every
 * second, as "HH:MM:SS". Built on useCountdown; restarts when the moment
 * changes (a new day).
 */
import { useEffect } from 'react'
import { useCountdown } from '~/lib/use-countdown'

export function useTimeLeft(until: string): string {
  const { left, start } = useCountdown(0)
  useEffect(() => {
    start(Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000)))
  }, [until, start])
  return formatDuration(left)
}

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}
