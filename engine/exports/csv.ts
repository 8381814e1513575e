/**
 * CSV as spreadsheets open it (decision 605): UTF-8 with a byte-order mark
 * (so Persian opens right), one header row, CRLF between records (RFC 4180),
 * every value as text (exact decimals stay as written, dates ISO 8601 with
 * their zone), quoting by csv-stringify. Rows are pulled from an async
 * source one at a time as the reader takes them: nothing is buffered beyond
 * the stream's high-water mark.
 */
import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { D } from '#money/decimal.ts'

export type CsvCell = string | number | Date | null | undefined

/** A cell as text: dates ISO 8601 in UTC (…Z), null as empty. */
export function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  return String(value)
}

/** A lone \n or \r inside a value is quoted too: records end with \r\n, which alone would not be. */
const OPTIONS = { bom: true, record_delimiter: 'windows' as const, quoted_match: [/[\r\n]/] }

/** The CSV of a header and rows, as a Node stream pulled by its reader. */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
): Readable {
  const stringifier = stringify(OPTIONS)
  async function* records() {
    yield [...header]
    for await (const row of rows) yield row.map(cellText)
  }
  const source = Readable.from(records())
  source.on('error', (error) => stringifier.destroy(error))
  return source.pipe(stringifier)
}

/** A whole CSV document as one string (small documents and tests). */
export async function csvText(
  header: readonly string[],
  rows: Iterable<readonly CsvCell[]>,
): Promise<string> {
  let text = ''
  for await (const chunk of csvStream(header, rows)) text += String(chunk)
  return text
}

/** `attachment; filename=…` safe for any name: ASCII fallback plus RFC 5987's UTF-8 form. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\w.-]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/** The download's answer: the stream as the body, never cached, never sniffed. */
export function csvResponse(filename: string, body: Readable): Response {
  return new Response(Readable.toWeb(body) as ReadableStream, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachment(filename),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

/** A stored exact decimal as text without trailing zeros (D keeps every digit). */
export function exact(value: string | null): string | null {
  return value === null ? null : D(value).toString()
}
