import { describe, expect, it } from 'vitest'
import { channels } from '#contract/broadcasting.ts'
import { isLiveChannel, isPrivateChannel, liveChannels } from '~/lib/live/live-channels'
import { formatEventId, parseEventId } from '~/lib/live/live-protocol'
import { checkChannels, MAX_CHANNELS_PER_STREAM } from '~/server/realtime/events-request.server'
import { controlFrame, eventFrame } from '~/server/realtime/sse-frames.server'
import { broadcastSocketUrl, parseAppConfig } from '../../../../app.config.ts'

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe('live channel names', () => {
  it('are the contract’s', () => {
    expect(liveChannels.market('BTCUSDT')).toBe(channels.market('BTCUSDT'))
    expect(liveChannels.account(12)).toBe(channels.account(12))
    expect(liveChannels.user(3)).toBe(channels.user(3))
  })

  it('are checked before anything is followed', () => {
    for (const good of ['market.BTCUSDT', 'private-account.12', 'private-user.3']) {
      expect(isLiveChannel(good), good).toBe(true)
    }
    for (const bad of [
      'market.btc',
      'private-user.0',
      'private-user.x',
      'private-admin',
      'presence-x',
    ]) {
      expect(isLiveChannel(bad), bad).toBe(false)
    }
    expect(isPrivateChannel('private-user.3')).toBe(true)
    expect(isPrivateChannel('market.BTCUSDT')).toBe(false)
  })

  it('are limited per stream, with texts in both languages', () => {
    const many = Array.from(
      { length: MAX_CHANNELS_PER_STREAM + 1 },
      (_, i) => `private-user.${i + 1}`,
    )
    expect(checkChannels(many, 'en')).toEqual({
      ok: false,
      errors: ['Follow at most 32 channels at once.'],
    })
    expect(checkChannels(many, 'fa')).toEqual({
      ok: false,
      errors: ['حداکثر ۳۲ کانال را می‌توانید هم‌زمان دنبال کنید.'],
    })
    expect(checkChannels(['market.BTCUSDT', ' market.BTCUSDT ', ''], 'en')).toEqual({
      ok: true,
      channels: ['market.BTCUSDT'],
    })
  })
})

describe('the event stream’s framing', () => {
  it('embeds the upstream JSON and numbers the event', () => {
    const bytes = eventFrame(
      { epoch: 'ab12', seq: 7 },
      'market.BTCUSDT',
      'ticker',
      '{"last":"1.5"}',
    )
    expect(text(bytes)).toBe(
      'id: ab12-7\ndata: {"channel":"market.BTCUSDT","event":"ticker","payload":{"last":"1.5"}}\n\n',
    )
  })

  it('keeps pretty-printed JSON inside the event as several data lines', () => {
    const bytes = eventFrame({ epoch: 'x', seq: 1 }, 'market.A1', 'ticker', '{\n"last": "2"\n}')
    expect(text(bytes)).toBe(
      'id: x-1\ndata: {"channel":"market.A1","event":"ticker","payload":{\ndata: "last": "2"\ndata: }}\n\n',
    )
  })

  it('names control events and numbers them only when asked', () => {
    expect(text(controlFrame('denied', { channel: 'private-user.2', status: 403 }))).toBe(
      'event: denied\ndata: {"channel":"private-user.2","status":403}\n\n',
    )
    expect(text(controlFrame('resync', { channel: 'market.A1' }, { epoch: 'e', seq: 9 }))).toBe(
      'id: e-9\nevent: resync\ndata: {"channel":"market.A1"}\n\n',
    )
  })

  it('reads back its own event ids and nothing else', () => {
    expect(parseEventId(formatEventId({ epoch: 'k3x9', seq: 42 }))).toEqual({
      epoch: 'k3x9',
      seq: 42,
    })
    for (const bad of [undefined, null, '', '42', 'a-', '-1', 'A-1', 'a-1-2', 'a-1x']) {
      expect(parseEventId(bad), String(bad)).toBeUndefined()
    }
  })
})

describe('the relay’s configuration', () => {
  it('finds the upstream socket next to the API unless told otherwise', () => {
    expect(broadcastSocketUrl(parseAppConfig({}))).toBe('ws://127.0.0.1:8000/app/proptrade')
    expect(
      broadcastSocketUrl(
        parseAppConfig({ API_BASE_URL: 'https://api.example.com', BROADCAST_APP_KEY: 'k1' }),
      ),
    ).toBe('wss://api.example.com/app/k1')
    expect(broadcastSocketUrl(parseAppConfig({ BROADCAST_URL: 'wss://ws.example.com:6001' }))).toBe(
      'wss://ws.example.com:6001/app/proptrade',
    )
    expect(
      broadcastSocketUrl(parseAppConfig({ BROADCAST_URL: 'wss://ws.example.com/app/abc' })),
    ).toBe('wss://ws.example.com/app/abc')
  })

  it('has bounded defaults for replay, slow browsers and heartbeats', () => {
    const config = parseAppConfig({})
    expect(config.RELAY_REPLAY_EVENTS).toBe(256)
    expect(config.RELAY_REPLAY_MB).toBe(32)
    expect(config.RELAY_CLIENT_BUFFER_KB).toBe(512)
    expect(config.RELAY_HEARTBEAT_SECONDS).toBe(15)
    expect(config.RELAY_STREAM_MAX_MINUTES).toBe(15)
    expect(() => parseAppConfig({ RELAY_CLIENT_BUFFER_KB: '1' })).toThrow(/RELAY_CLIENT_BUFFER_KB/)
  })
})
