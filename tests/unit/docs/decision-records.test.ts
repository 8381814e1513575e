/**
 * Decision records (issue 37 item 6): one template (Status, Date, Context,
 * Decision, Consequences), an index written from them
 * (docs/decisions/README.md, `npm run gen`), and a record that changes
 * another linked from it both ways, so a reader of the earlier one finds
 * the later one.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  type DecisionRecord,
  indexFile,
  readDecisionRecords,
  renderDecisionIndex,
} from '../../../scripts/decision-index.ts'

const root = join(import.meta.dirname, '../../..')
const records = readDecisionRecords(root)
const byNumber = new Map(records.map((r) => [r.number, r]))

/** Records from 623 on (decision 625) hold all five parts; earlier ones at least Status, Date and Consequences (647). */
const TEMPLATE_FROM = '623'

/** The records a record's status names, and whether each is written as a link to its file. */
function named(status: string): { number: string; linked: boolean }[] {
  const links = new Set([...status.matchAll(/\[(\d{3})\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]))
  return [...status.matchAll(/(?<![\w/-])(\d{3})(?![\w-])/g)].map((m) => ({
    number: m[1] as string,
    linked: links.has(m[1] as string),
  }))
}

function unlinked(record: DecisionRecord): string[] {
  const problems: string[] = []
  for (const { number, linked } of named(record.status)) {
    const other = byNumber.get(number)
    if (!other) problems.push(`${record.number} names ${number}, which does not exist`)
    else if (!linked) problems.push(`${record.number} names ${number} without a link`)
    else if (!named(other.status).some((n) => n.number === record.number))
      problems.push(`${number}'s status does not link back to ${record.number}`)
  }
  return problems
}

describe('decision records', () => {
  it('the index lists every record with its status (npm run gen writes it)', () => {
    expect(readFileSync(join(root, indexFile), 'utf8')).toBe(renderDecisionIndex(root))
  })

  it.each(records)('$file follows the template', (record) => {
    expect(record.title).not.toBe('')
    expect(record.status).toMatch(/^(accepted|superseded by|proposed)/i)
    expect(record.text).toMatch(/^(- )?Date: \d{4}-\d{2}-\d{2}$/m)
    // Every record says what follows from it (decision 647).
    expect(record.text).toMatch(/^## Consequences$/m)
    if (record.number >= TEMPLATE_FROM)
      for (const part of ['Context', 'Decision'])
        expect(record.text).toMatch(new RegExp(`^## ${part}`, 'm'))
  })

  it('a record that changes another is linked from it, both ways', () => {
    expect(records.flatMap(unlinked)).toEqual([])
  })

  it('finds a change linked one way only, or named without a link', () => {
    const first = records[0] as DecisionRecord
    const linked = {
      ...first,
      number: '999',
      status: `accepted (amends [${first.number}](${first.file}))`,
    }
    expect(unlinked(linked)).toEqual([`${first.number}'s status does not link back to 999`])
    const bare = { ...first, number: '999', status: `accepted (amends ${first.number})` }
    expect(unlinked(bare)).toEqual([`999 names ${first.number} without a link`])
  })
})
