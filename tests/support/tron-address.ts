/**
 * A valid TRON address no other test user holds (base58check of 0x41 and 20
 * random bytes). Two traders adding one payout address is the shared-identity
 * signal of issue 33 (decision 585), which holds both traders' payouts: a test
 * about something else gives each trader an address of their own.
 */
import { createHash, randomBytes } from 'node:crypto'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function freshTronAddress(): string {
  const payload = Buffer.concat([Buffer.from([0x41]), randomBytes(20)])
  const sha = (b: Buffer) => createHash('sha256').update(b).digest()
  const bytes = Buffer.concat([payload, sha(sha(payload)).subarray(0, 4)])
  let n = BigInt(`0x${bytes.toString('hex')}`)
  let text = ''
  while (n > 0n) {
    text = BASE58[Number(n % 58n)] + text
    n /= 58n
  }
  return text
}
