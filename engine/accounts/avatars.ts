/**
 * Avatar images: the type is read from the bytes (file-type), never from
 * the name or the browser's claim; stored under DATA_DIR/avatars with a
 * random name; served by the engine at /files/avatars/{name}.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import type { EngineConfig } from '../config.ts'
import { fieldError } from '../errors.ts'

/** What we accept, by detected MIME type, and the extension we store it under. */
const ACCEPTED: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
}
const TYPE_OF_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.entries(ACCEPTED).map(([type, ext]) => [ext, type]),
)

/** 32 hex characters and one of our extensions: nothing else is ever a file here. */
export const AVATAR_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/

export const AVATAR_TEXTS = {
  notImage: 'The avatar must be a PNG, JPEG, WebP or GIF image.',
  tooLarge: 'The avatar may not be larger than {kb} KB.',
} as const

export function avatarDirectory(config: EngineConfig): string {
  return path.resolve(config.DATA_DIR, 'avatars')
}

export function avatarUrl(config: EngineConfig, name: string): string {
  return `${config.ENGINE_PUBLIC_URL.replace(/\/+$/, '')}/files/avatars/${name}`
}

/** Checks and stores an upload; answers its file name. 422 on `avatar` when refused. */
export async function storeAvatar(config: EngineConfig, file: File): Promise<string> {
  if (file.size > config.AVATAR_MAX_KB * 1024) {
    throw fieldError('avatar', AVATAR_TEXTS.tooLarge, { kb: config.AVATAR_MAX_KB })
  }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined
  const extension = detected ? ACCEPTED[detected.mime] : undefined
  if (!extension) throw fieldError('avatar', AVATAR_TEXTS.notImage)
  const name = `${randomBytes(16).toString('hex')}.${extension}`
  const directory = avatarDirectory(config)
  await mkdir(directory, { recursive: true })
  await writeFile(path.join(directory, name), bytes, { flag: 'wx' })
  return name
}

export async function removeAvatar(config: EngineConfig, name: string): Promise<void> {
  if (!AVATAR_NAME.test(name)) return
  await rm(path.join(avatarDirectory(config), name), { force: true })
}

export async function readAvatar(
  config: EngineConfig,
  name: string,
): Promise<{ bytes: Buffer; type: string } | undefined> {
  const match = AVATAR_NAME.exec(name)
  const type = match?.[1] ? TYPE_OF_EXTENSION[match[1]] : undefined
  if (!type) return undefined
  try {
    return { bytes: await readFile(path.join(avatarDirectory(config), name)), type }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}
