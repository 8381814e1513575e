/** Event payloads as the trading and notification shells publish them (contract/broadcasting.ts). */
import type { z } from 'zod'
import type { marketEvents, userEvents } from '#contract/broadcasting.ts'

export function ticker(code: string, last: string): z.input<typeof marketEvents.ticker> {
  return {
    code,
    last,
    mark: last,
    bid: last,
    ask: last,
    change_24h: '0.5',
    low_24h: last,
    high_24h: last,
    volume_24h: '10',
    time: 1_767_225_600_000,
  }
}

export function notification(
  id: number,
  body = `Notification ${id}`,
): z.input<typeof userEvents.notification> {
  return {
    id,
    type: 'drawdown_warning',
    title: `Warning ${id}`,
    body,
    status: 'unread',
    link: null,
    created_at: '2026-01-01T00:00:00.000Z',
    texts: {
      en: { title: `Warning ${id}`, body },
      fa: { title: `هشدار ${id}`, body },
    },
  }
}
