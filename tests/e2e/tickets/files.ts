/** Files the browser tests attach: real PNG bytes and plain text, or sizes past the limits. */
import { deflateSync } from 'node:zlib'

function crc32(bytes: Uint8Array): number {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])))
  return Buffer.concat([head, data, crc])
}

/** A solid-colour PNG of `size`×`size` pixels. */
export function png(size = 32, rgb: [number, number, number] = [37, 99, 235]): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0)
  ihdr.writeUInt32BE(size, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).fill(Buffer.from(rgb))])
  const raw = Buffer.concat(Array.from({ length: size }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export interface FilePayload {
  name: string
  mimeType: string
  buffer: Buffer
}

export const screenshotFile = (): FilePayload => ({
  name: 'order-screen.png',
  mimeType: 'image/png',
  buffer: png(),
})

export const logFile = (): FilePayload => ({
  name: 'engine.log',
  mimeType: 'text/plain',
  buffer: Buffer.from(
    '12:00:01 order 42 placed at 60000\n12:00:05 price 59990, order still open\n',
  ),
})
