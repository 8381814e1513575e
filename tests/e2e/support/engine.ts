/** Reaching the test stack's engine directly: outbox, clock, market prices. */
export const engineOrigin = `http://127.0.0.1:${process.env.E2E_ENGINE_PORT ?? 8100}`

export async function engineRequest(
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${engineOrigin}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

/** The newest message the engine sent to `to` (mail or SMS), from the dev outbox. */
export async function lastMessageTo(to: string): Promise<{ subject: string | null; body: string }> {
  const result = (await engineRequest(
    'GET',
    `/dev/outbox?to=${encodeURIComponent(to)}&limit=1`,
  )) as {
    data: Array<{ subject: string | null; body: string }>
  }
  const message = result.data[0]
  if (!message) throw new Error(`no message to ${to} in the outbox`)
  return message
}

/** The 5-digit code in the newest message to `to`. */
export async function lastCodeTo(to: string): Promise<string> {
  const { body } = await lastMessageTo(to)
  const code = /\b(\d{5})\b/.exec(body)?.[1]
  if (!code) throw new Error(`no 5-digit code in the message to ${to}: ${body}`)
  return code
}

export async function advanceClock(seconds: number): Promise<void> {
  await engineRequest('POST', '/test/clock/advance', { seconds })
}

export async function setPrice(
  symbol: string,
  last: string,
  extra: { mark?: string; bid?: string; ask?: string } = {},
) {
  await engineRequest('POST', '/test/market/price', { symbol, last, ...extra })
}
