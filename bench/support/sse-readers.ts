/**
 * A worker thread of the relay benchmark: holds many browsers' event
 * streams on raw sockets (cheap to read, so the measure is the relay's, not
 * the reader's) and records when each ticker arrived (seq, absolute time).
 */
import net from 'node:net'
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'

interface Client {
  cookie: string
  userId: number
}
type Command =
  | { type: 'connect'; clients: Client[] }
  | { type: 'measure'; on: boolean }
  | { type: 'collect' }
  | { type: 'close' }

const { port } = workerData as { port: number }
const sockets: net.Socket[] = []
const BLANK = Buffer.from('\n\n')
const READY = Buffer.from('event: ready')
const TIME = Buffer.from('"time":')
let measuring = false
let seqs = new Float64Array(1 << 16)
let arrivals = new Float64Array(1 << 16)
let recorded = 0

function record(seq: number, at: number): void {
  if (recorded === seqs.length) {
    const grow = (a: Float64Array) => {
      const b = new Float64Array(a.length * 2)
      b.set(a)
      return b
    }
    seqs = grow(seqs)
    arrivals = grow(arrivals)
  }
  seqs[recorded] = seq
  arrivals[recorded] = at
  recorded++
}

function readSeq(data: Buffer, from: number): [number, number] {
  let seq = 0
  let i = from
  for (; i < data.length; i++) {
    const byte = data[i] as number
    if (byte < 48 || byte > 57) break
    seq = seq * 10 + (byte - 48)
  }
  return [seq, i]
}

function open(client: Client): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setNoDelay(true)
    let tail: Buffer | undefined
    let ready = false
    socket.on('connect', () => {
      socket.write(
        `GET /api/events?channel=market.BTCUSDT&channel=private-user.${client.userId} HTTP/1.1\r\n` +
          `Host: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\nCookie: ${client.cookie}\r\n\r\n`,
      )
    })
    socket.on('data', (chunk: Buffer) => {
      const at = performance.timeOrigin + performance.now()
      const data = tail ? Buffer.concat([tail, chunk]) : chunk
      const end = data.lastIndexOf(BLANK)
      if (end < 0) {
        tail = data
        return
      }
      tail = end + 2 < data.length ? data.subarray(end + 2) : undefined
      if (!ready) {
        const found = data.indexOf(READY)
        if (found >= 0 && found < end) {
          ready = true
          resolve()
        }
      }
      let from = 0
      for (;;) {
        const found = data.indexOf(TIME, from)
        if (found < 0 || found > end) break
        const [seq, next] = readSeq(data, found + TIME.length)
        if (measuring) record(seq, at)
        from = next
      }
    })
    socket.on('error', reject)
    socket.on('close', () => {
      if (!ready) reject(new Error('stream closed before it was ready'))
    })
    sockets.push(socket)
  })
}

parentPort?.on('message', async (command: Command) => {
  switch (command.type) {
    case 'connect':
      for (let i = 0; i < command.clients.length; i += 100) {
        await Promise.all(command.clients.slice(i, i + 100).map(open))
      }
      parentPort?.postMessage({ type: 'connected' })
      break
    case 'measure':
      measuring = command.on
      if (command.on) recorded = 0
      parentPort?.postMessage({ type: 'measuring' })
      break
    case 'collect':
      parentPort?.postMessage({
        type: 'collected',
        seqs: seqs.slice(0, recorded),
        arrivals: arrivals.slice(0, recorded),
      })
      break
    case 'close':
      for (const socket of sockets) socket.destroy()
      parentPort?.postMessage({ type: 'closed' })
      break
  }
})
