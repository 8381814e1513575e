/**
 * Where attachment bytes live. Local disk under DATA_DIR/tickets by
 * default; an operator who wants another place (an object store) implements
 * AttachmentStorage and sets it as the context's `attachments` at boot.
 */

export interface AttachmentStorage {
  /** Stores the bytes under a new key; resolves once they are durable. */
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The bytes as a stream, or undefined when the key holds nothing. */
  read(key: string): Promise<ReadableStream<Uint8Array> | undefined>
  /** Removes the bytes; removing a missing key is not an error. */
  delete(key: string): Promise<void>
}
