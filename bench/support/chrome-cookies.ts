/**
 * Puts cookies into a running Chrome's own cookie store, through the
 * DevTools protocol on its debugging port (the browser target's
 * `Storage.setCookies`). Lighthouse's `extraHeaders` cookie reaches the
 * first request only: the page's own fetches and the browser's router
 * then go out signed out, so a signed-in page ends on /signin. Lighthouse
 * clears no cookies between runs (its storage reset leaves them).
 */

/** `cookie` as a Cookie header gives it ("a=1; b=2"), for pages of `site`. */
export async function setChromeCookies(port: number, site: string, cookie: string): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string
  }
  const cookies = cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=')
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: site }
    })
  const socket = new WebSocket(version.webSocketDebuggerUrl)
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve()
    socket.onerror = () => reject(new Error('Chrome DevTools socket failed'))
  })
  try {
    await new Promise<void>((resolve, reject) => {
      socket.onmessage = (event) => {
        const answer = JSON.parse(String(event.data)) as {
          id?: number
          error?: { message: string }
        }
        if (answer.id !== 1) return
        if (answer.error) reject(new Error(`Storage.setCookies: ${answer.error.message}`))
        else resolve()
      }
      socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }))
    })
  } finally {
    socket.close()
  }
}
