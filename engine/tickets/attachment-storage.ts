/**
 * Where attachment bytes live. Local disk under DATA_DIR/tickets by
 * default; an operator who wants another place (an object store) implements
 * AttachmentStorage and installs it with useAttachmentStorage() at boot.
 */
import path from 'node:path'
import type { EngineContext } from '../context.ts'
import { LocalDiskStorage } from './local-disk-storage.ts'

export interface AttachmentStorage {
  /** Stores the bytes under a new key; resolves once they are durable. */
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The bytes as a stream, or undefined when the key holds nothing. */
  read(key: string): Promise<ReadableStream<Uint8Array> | undefined>
  /** Removes the bytes; removing a missing key is not an error. */
  delete(key: string): Promise<void>
}

const installed = new WeakMap<EngineContext, AttachmentStorage>()

export function useAttachmentStorage(ctx: EngineContext, storage: AttachmentStorage): void {
  installed.set(ctx, storage)
}

export function attachmentStorage(ctx: EngineContext): AttachmentStorage {
  let storage = installed.get(ctx)
  if (!storage) {
    storage = new LocalDiskStorage(path.resolve(ctx.config.DATA_DIR, 'tickets'))
    installed.set(ctx, storage)
  }
  return storage
}
