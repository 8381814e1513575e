import { useCallback, useEffect, useState } from 'react'

/** Seconds left until an action may run again (e.g. resending a code). */
export function useCountdown(initialSeconds = 0) {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000)
  const [left, setLeft] = useState(initialSeconds)
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)))
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [until])
  const start = useCallback((seconds: number) => setUntil(Date.now() + seconds * 1000), [])
  return { left, start }
}
