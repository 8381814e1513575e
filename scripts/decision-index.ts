/**
 * docs/decisions/README.md: the template every record follows and the index
 * of records (number, title, status), written from the records themselves
 * by `npm run gen`; tests/unit/docs/decision-records.test.ts fails when it
 * is stale, when a record leaves the template, or when a record that
 * changes another is not linked from it both ways.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const indexFile = 'docs/decisions/README.md'

export interface DecisionRecord {
  file: string
  number: string
  title: string
  status: string
  text: string
}

export function readDecisionRecords(root: string): DecisionRecord[] {
  const dir = path.join(root, 'docs/decisions')
  return readdirSync(dir)
    .filter((file) => /^\d{3}-.*\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8')
      const heading = /^# (\d{3})\s+(.*)$/m.exec(text)
      const status = /^(?:- )?Status:\s*(.*)$/im.exec(text)
      return {
        file,
        number: file.slice(0, 3),
        title: heading?.[2]?.trim() ?? '',
        status: status?.[1]?.trim() ?? '',
        text,
      }
    })
}

const HEAD = `# Decision records

One file a decision, named \`NNN-what-was-decided.md\`, numbered in the
range the work was given. A newcomer reads the index below to find why the
code is the way it is; \`npm run gen\` writes the index from the records.

## The template

\`\`\`markdown
# NNN What was decided, as a sentence

Status: accepted
Date: YYYY-MM-DD

## Context

What made a choice necessary: the problem, the figures, the constraints.

## Decision

What we do, and what we chose not to do (and why).

## Consequences

What follows: what is easier, what is harder, what to watch.
\`\`\`

A later record that changes an earlier one says so in its status, with a
link (\`Status: accepted (supersedes [281](281-….md)'s drawdown readings)\`),
and the earlier record's status links forward (\`Status: accepted; its
drawdown readings superseded by [410](410-….md)\`). A record wholly
replaced reads \`Status: superseded by [NNN](…)\`.

## Index

| No. | Decision | Status |
| --- | --- | --- |
`

export function renderDecisionIndex(root: string): string {
  const rows = readDecisionRecords(root).map(
    (r) =>
      `| [${r.number}](${r.file}) | ${r.title.replaceAll('|', '\\|')} | ${r.status.replaceAll('|', '\\|')} |`,
  )
  return `${HEAD}${rows.join('\n')}\n`
}
