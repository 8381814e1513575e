/**
 * Reads a table in id order, a batch at a time (keyset: `id > last`, an
 * index scan each), so an export of any length holds one batch at most.
 */

export const EXPORT_BATCH = 1000

export async function* keysetRows<T extends { id: number }>(
  readAfter: (afterId: number, limit: number) => Promise<T[]>,
  batch = EXPORT_BATCH,
): AsyncGenerator<T> {
  let after = 0
  for (;;) {
    const rows = await readAfter(after, batch)
    for (const row of rows) yield row
    const last = rows.at(-1)
    if (!last || rows.length < batch) return
    after = last.id
  }
}

/** Each row of a source as `f` makes it, pulled one at a time. */
export async function* mapped<T, R>(source: AsyncIterable<T>, f: (row: T) => R): AsyncGenerator<R> {
  for await (const row of source) yield f(row)
}
