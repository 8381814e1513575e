/**
 * Time left until a moment on the engine's clock (the daily floor's
 * reset), ticking every second, as "HH:MM:SS". It counts from the server's
 * time the answer carried (server-clock.ts), so a device clock that is off
 * does not change it (issue 31 item 5).
 */
import { useEffect, useState } from 'react'
import { noteServerTime, serverTimeLeft } from '~/lib/server-clock'

export function useTimeLeft(until: string, answer: object, serverTime: string): string {
  const offset = noteServerTime(answer, serverTime)
  const [left, setLeft] = useState(() => serverTimeLeft(until, offset))
  useEffect(() => {
    const tick = () => setLeft(serverTimeLeft(until, offset))
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [until, offset])
  return formatDuration(Math.ceil(left / 1000))
}

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}
