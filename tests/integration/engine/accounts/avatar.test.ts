import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { avatarDirectory } from '../../../../engine/accounts/avatars.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { changedTables, tableDigest } from '../table-digest.ts'
import { registered } from './helpers.ts'

const images = path.resolve(import.meta.dirname, '../../../fixtures/images')
const image = (name: string) => readFileSync(path.join(images, name))

function form(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): FormData {
  const data = new FormData()
  data.append('avatar', new File([bytes], name, { type }))
  return data
}

describe.each(databaseKinds)('avatar upload on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind, { ENGINE_PUBLIC_URL: 'https://engine.example.test/' })
  })
  afterAll(async () => {
    await t.close()
  })

  const storedFiles = () => {
    try {
      return readdirSync(avatarDirectory(t.engine.ctx.config)).sort()
    } catch {
      return []
    }
  }

  it.each([
    ['python.png', 'image/png'],
    ['python.jpg', 'image/jpeg'],
    ['python.webp', 'image/webp'],
    ['python.gif', 'image/gif'],
  ])('stores %s and serves it with its type', async (file, type) => {
    const { client } = await registered(t)
    const bytes = image(file)
    // The browser's claim and the name do not matter: the bytes do.
    const answer = await client.ok(api.user.changeAvatar, {
      form: form(bytes, 'whatever.bin', 'application/octet-stream'),
    })
    expect(answer.message).toBe('Your avatar has been changed.')
    const url = answer.data.avatar ?? ''
    expect(url).toMatch(
      /^https:\/\/engine\.example\.test\/files\/avatars\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/,
    )
    const served = await t.client().request('GET', new URL(url).pathname)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe(type)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('cache-control')).toContain('immutable')
    expect((await client.ok(api.user.me)).data.avatar).toBe(url)
  })

  it('replaces the old file', async () => {
    const { client } = await registered(t)
    const first = (
      await client.ok(api.user.changeAvatar, {
        form: form(image('python.png'), 'a.png', 'image/png'),
      })
    ).data.avatar
    const second = (
      await client.ok(api.user.changeAvatar, {
        form: form(image('python.gif'), 'b.gif', 'image/gif'),
      })
    ).data.avatar
    expect(second).not.toBe(first)
    expect((await t.client().request('GET', new URL(first ?? '').pathname)).status).toBe(404)
    expect((await t.client().request('GET', new URL(second ?? '').pathname)).status).toBe(200)
  })

  it.each([
    [
      'a text file named .png',
      new TextEncoder().encode('hello, not an image'),
      'photo.png',
      'image/png',
    ],
    [
      'an SVG',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'a.svg',
      'image/svg+xml',
    ],
    ['a BMP', image('python.bmp'), 'a.bmp', 'image/bmp'],
    ['a TIFF', image('python.tiff'), 'a.tiff', 'image/tiff'],
    ['an empty file', new Uint8Array(0), 'a.png', 'image/png'],
  ])('refuses %s, storing nothing', async (_label, bytes, name, type) => {
    const { client } = await registered(t)
    const filesBefore = storedFiles()
    const before = await tableDigest(t)
    const result = await client.call(api.user.changeAvatar, { form: form(bytes, name, type) })
    expect(result.status).toBe(422)
    expect(result.body).toEqual({
      message: 'The avatar must be a PNG, JPEG, WebP or GIF image.',
      errors: { avatar: ['The avatar must be a PNG, JPEG, WebP or GIF image.'] },
    })
    expect(changedTables(before, await tableDigest(t))).toEqual([])
    expect(storedFiles()).toEqual(filesBefore)
  })

  it('refuses a file over AVATAR_MAX_KB', async () => {
    const { client } = await registered(t)
    const png = image('python.png')
    const big = new Uint8Array(2048 * 1024 + 1)
    big.set(png)
    const result = await client.call(api.user.changeAvatar, {
      form: form(big, 'big.png', 'image/png'),
    })
    expect(result.status).toBe(422)
    expect(result.body).toMatchObject({
      errors: { avatar: ['The avatar may not be larger than 2048 KB.'] },
    })
  })

  it('says so in Persian to a Persian browser', async () => {
    const { client } = await registered(t, { language: 'fa' })
    const refused = await client.call(api.user.changeAvatar, {
      form: form(image('python.bmp'), 'a.bmp', 'image/bmp'),
    })
    expect(refused.body).toMatchObject({
      errors: { avatar: ['تصویر پروفایل باید از نوع PNG، JPEG، WebP یا GIF باشد.'] },
    })
    const missing = await client.call(api.user.changeAvatar, { form: new FormData() })
    expect(missing.body).toMatchObject({ errors: { avatar: ['تصویر پروفایل الزامی است'] } })
  })

  it('asks for the file when the field is missing or not a file', async () => {
    const { client } = await registered(t)
    const missing = await client.call(api.user.changeAvatar, { form: new FormData() })
    expect(missing.body).toEqual({
      message: 'Avatar is required',
      errors: { avatar: ['Avatar is required'] },
    })
    const text = new FormData()
    text.append('avatar', 'just text')
    expect((await client.call(api.user.changeAvatar, { form: text })).status).toBe(422)
    const json = await client.call(api.user.changeAvatar, { body: { avatar: 'x' } })
    expect(json.status).toBe(422)
  })

  it('serves nothing but stored avatars', async () => {
    const client = t.client()
    for (const name of [
      '0123456789abcdef0123456789abcdef.png',
      '..%2F..%2Fpackage.json',
      'engine.pglite',
      '0123456789abcdef0123456789abcdef.svg',
    ]) {
      const result = await client.request('GET', `/files/avatars/${name}`)
      expect(result.status).toBe(404)
      expect(result.body).toEqual({ message: 'Not found.' })
    }
  })
})
