/** Pages gzip'd for browsers that take it, streamed as they render (decision 546). */
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, compressedPage } from '../../../app/server/page-compression.server'

const page = (body: BodyInit, type = 'text/html; charset=utf-8', status = 200) =>
  new Response(body, { status, headers: { 'content-type': type, 'x-request-id': 'r1' } })

const asking = (acceptEncoding?: string) =>
  new Request('http://localhost/signin', {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })

describe('Accept-Encoding', () => {
  it('takes gzip by name or by *, not with q=0', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('gzip;q=0, *')).toBe(false)
    expect(acceptsGzip('br, identity')).toBe(false)
    expect(acceptsGzip(null)).toBe(false)
  })
})

describe('a page', () => {
  it('is gzip’d for a browser that takes it, with its status and headers', async () => {
    const html = `<!doctype html><html><body>${'<p>Sign in</p>'.repeat(500)}</body></html>`
    const answer = compressedPage(asking('gzip, br'), page(html, undefined, 404))
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-encoding')).toBe('gzip')
    expect(answer.headers.get('vary')).toBe('Accept-Encoding')
    expect(answer.headers.get('x-request-id')).toBe('r1')
    const body = Buffer.from(await answer.arrayBuffer())
    expect(body.length).toBeLessThan(html.length / 10)
    expect(gunzipSync(body).toString()).toBe(html)
  })

  it('reaches the browser chunk by chunk while it is still rendering', async () => {
    let send: (text: string) => void = () => {}
    let end: () => void = () => {}
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (text) => controller.enqueue(new TextEncoder().encode(text))
        end = () => controller.close()
      },
    })
    const answer = compressedPage(asking('gzip'), page(body))
    const reader = answer.body?.getReader()
    if (!reader) throw new Error('no body')
    send('<!doctype html><html><body><header>PropTrade</header>')
    // The shell arrives (as a flushed gzip block) before the page has ended.
    const first = await reader.read()
    expect(first.done).toBe(false)
    const chunks = [Buffer.from(first.value ?? [])]
    send('<main>the rest</main></body></html>')
    end()
    for (let r = await reader.read(); !r.done; r = await reader.read())
      chunks.push(Buffer.from(r.value))
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toBe(
      '<!doctype html><html><body><header>PropTrade</header><main>the rest</main></body></html>',
    )
  })

  it('is sent as it is to a browser that does not take gzip, varying on the header', async () => {
    const answer = compressedPage(asking('br'), page('<p>hi</p>'))
    expect(answer.headers.get('content-encoding')).toBeNull()
    expect(answer.headers.get('vary')).toBe('Accept-Encoding')
    expect(await answer.text()).toBe('<p>hi</p>')
  })

  it('leaves the live event stream, JSON and an already encoded answer alone', async () => {
    const events = page('data: {}\n\n', 'text/event-stream')
    expect(compressedPage(asking('gzip'), events)).toBe(events)
    const json = page('{"ok":true}', 'application/json')
    expect(compressedPage(asking('gzip'), json)).toBe(json)
    const encoded = new Response('x', {
      headers: { 'content-type': 'text/html', 'content-encoding': 'br' },
    })
    expect(compressedPage(asking('gzip'), encoded)).toBe(encoded)
  })
})
