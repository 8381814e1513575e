import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  channelAuth,
  channelKind,
  decodeClientFrame,
  encodeFrame,
  isValidChannelAuth,
  newSocketId,
} from '../../../../engine/broadcast/pusher-protocol.ts'

describe('the Pusher protocol', () => {
  it('signs a private channel exactly as Pusher’s documentation does', () => {
    // https://pusher.com/docs/channels/library_auth_reference/auth-signatures/
    expect(
      channelAuth('278d425bdf160c739803', '7ad3773142a6692b25b8', '1234.1234', 'private-foobar'),
    ).toBe('278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4')
  })

  it('accepts a signature only for its own socket and channel', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,9}\.\d{1,9}$/),
        fc.stringMatching(/^\d{1,9}\.\d{1,9}$/),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (socket, otherSocket, user, otherUser) => {
          const channel = `private-user.${user}`
          const auth = channelAuth('key', 'secret', socket, channel)
          expect(isValidChannelAuth('key', 'secret', socket, channel, auth)).toBe(true)
          expect(isValidChannelAuth('key', 'other-secret', socket, channel, auth)).toBe(false)
          if (otherSocket !== socket) {
            expect(isValidChannelAuth('key', 'secret', otherSocket, channel, auth)).toBe(false)
          }
          if (otherUser !== user) {
            const other = `private-user.${otherUser}`
            expect(isValidChannelAuth('key', 'secret', socket, other, auth)).toBe(false)
          }
        },
      ),
    )
    expect(isValidChannelAuth('key', 'secret', '1.2', 'private-user.1', undefined)).toBe(false)
    expect(isValidChannelAuth('key', 'secret', '1.2', 'private-user.1', 'key:short')).toBe(false)
  })

  it('tells public market channels from private and unsupported ones', () => {
    expect(channelKind('market.BTCUSDT')).toBe('market')
    expect(channelKind('private-account.12')).toBe('private')
    expect(channelKind('private-user.3')).toBe('private')
    for (const name of [
      'market.btcusdt',
      'presence-room.1',
      'private-encrypted-x',
      'news',
      '',
      'x'.repeat(165),
      'market.BTC USDT',
    ]) {
      expect(channelKind(name), name).toBe('unsupported')
    }
  })

  it('carries event data as a JSON string, errors as objects', () => {
    expect(JSON.parse(encodeFrame('ticker', { last: '1.5' }, 'market.BTCUSDT'))).toEqual({
      event: 'ticker',
      channel: 'market.BTCUSDT',
      data: '{"last":"1.5"}',
    })
    expect(JSON.parse(encodeFrame('pusher:error', { code: 4001, message: 'no' }))).toEqual({
      event: 'pusher:error',
      data: { code: 4001, message: 'no' },
    })
  })

  it('reads client frames with object or JSON-string data, and refuses anything else', () => {
    expect(
      decodeClientFrame('{"event":"pusher:subscribe","data":{"channel":"market.X1"}}'),
    ).toEqual({
      event: 'pusher:subscribe',
      channel: undefined,
      data: { channel: 'market.X1' },
    })
    expect(
      decodeClientFrame('{"event":"pusher:subscribe","data":"{\\"channel\\":\\"a\\"}"}')?.data,
    ).toEqual({
      channel: 'a',
    })
    for (const text of ['nope', '[]', '1', 'null', '{"data":{}}', '{"event":5}']) {
      expect(decodeClientFrame(text), text).toBeUndefined()
    }
  })

  it('makes socket ids in Pusher’s shape', () => {
    const ids = new Set(Array.from({ length: 50 }, newSocketId))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(/^\d+\.\d+$/)
  })
})
