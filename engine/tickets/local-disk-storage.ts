/**
 * Attachments as files on local disk: <root>/<first two characters of the
 * key>/<key>. Keys are random UUIDs made by the engine, never names from a
 * client, so no path can leave the root. Written to a temporary name and
 * renamed, so a reader never sees half a file.
 */
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { AttachmentStorage } from './attachment-storage.ts'

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export class LocalDiskStorage implements AttachmentStorage {
  readonly root: string

  constructor(root: string) {
    this.root = root
  }

  pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`not an attachment key: ${key}`)
    return path.join(this.root, key.slice(0, 2), key)
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key)
    await mkdir(path.dirname(target), { recursive: true })
    const temporary = `${target}.partial`
    await writeFile(temporary, bytes, { flag: 'wx' })
    await rename(temporary, target)
  }

  async read(key: string): Promise<ReadableStream<Uint8Array> | undefined> {
    const file = this.pathOf(key)
    try {
      if (!(await stat(file)).isFile()) return undefined
    } catch {
      return undefined
    }
    return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key)
    await rm(`${file}.partial`, { force: true })
    await rm(file, { force: true })
  }
}
