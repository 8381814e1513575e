/**
 * The CSV encoding, byte for byte, worked by hand from RFC 4180: a BOM,
 * CRLF after every record, a value quoted when it holds a comma, a quote
 * (doubled inside), a CR or an LF; everything else as written.
 */
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { attachment, cellText, csvText, exact } from '../../../../engine/exports/csv.ts'

const BOM = '\uFEFF'

describe('CSV encoding', () => {
  it('writes a BOM, the header and CRLF-ended records', async () => {
    expect(await csvText(['a', 'b'], [['1', '2']])).toBe(`${BOM}a,b\r\n1,2\r\n`)
  })

  it('quotes commas, quotes, newlines and carriage returns, and nothing else', async () => {
    const text = await csvText(
      ['v'],
      [['x,y'], ['say "hi"'], ['two\nlines'], ['cr\rhere'], ['crlf\r\nhere'], ['plain text']],
    )
    expect(text).toBe(
      `${BOM}v\r\n"x,y"\r\n"say ""hi"""\r\n"two\nlines"\r\n"cr\rhere"\r\n"crlf\r\nhere"\r\nplain text\r\n`,
    )
  })

  it('keeps Persian text, negative and 8-decimal amounts exactly as written', async () => {
    const text = await csvText(
      ['title', 'amount', 'fee'],
      [
        ['چالش ۱۰ هزار دلاری', '-1234.56789012', '0.00000001'],
        ['سود، زیان', '-0.5', '100000000.12345678'],
        ['سود,زیان', '-7', '0'],
      ],
    )
    // The Persian comma (U+060C) is text; only the ASCII one separates.
    expect(text).toBe(
      `${BOM}title,amount,fee\r\nچالش ۱۰ هزار دلاری,-1234.56789012,0.00000001\r\nسود، زیان,-0.5,100000000.12345678\r\n"سود,زیان",-7,0\r\n`,
    )
    // The BOM is the three bytes EF BB BF; Persian is UTF-8.
    const bytes = Buffer.from(text, 'utf8')
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(bytes.includes(Buffer.from('چالش', 'utf8'))).toBe(true)
  })

  it('parses back to the very values (a stock CSV reader)', async () => {
    const rows = [
      ['a,b', 'q"uote', 'multi\nline', '-0.00000001', 'سلام "دنیا"', ''],
      [' lead', 'trail ', '=1+1', '12345678.87654321', 'x\r\ny', '0'],
    ]
    const text = await csvText(['1', '2', '3', '4', '5', '6'], rows)
    expect(parse(text, { bom: true, from_line: 2 })).toEqual(rows)
  })

  it('writes dates as ISO 8601 in UTC and null as an empty cell', () => {
    expect(cellText(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe('2026-01-02T03:04:05.006Z')
    expect(cellText(null)).toBe('')
    expect(cellText(undefined)).toBe('')
    expect(cellText(42)).toBe('42')
  })

  it('drops a stored decimal’s trailing zeros and nothing else', () => {
    expect(exact('-12.50000000')).toBe('-12.5')
    expect(exact('0.00000001')).toBe('0.00000001')
    expect(exact('100.00000000')).toBe('100')
    expect(exact(null)).toBe(null)
  })

  // Five letters, a space and a quote: seven stand-ins before the x.
  it('names the download safely in ASCII and in full as UTF-8', () => {
    expect(attachment('trades-1-2.csv')).toBe(
      `attachment; filename="trades-1-2.csv"; filename*=UTF-8''trades-1-2.csv`,
    )
    expect(attachment('گزارش "x".csv')).toBe(
      `attachment; filename="_______x_.csv"; filename*=UTF-8''%DA%AF%D8%B2%D8%A7%D8%B1%D8%B4%20%22x%22.csv`,
    )
  })
})
