/**
 * Forward-only migrations (docs/decisions/376): a migration that has
 * shipped is never edited, reordered or removed, so a firm's database
 * upgrades from any release. A schema change adds a numbered migration
 * after the shipped ones.
 */
import { describe, expect, it } from 'vitest'
import {
  migrationSql,
  readJournal,
  readReleased,
  sha256,
} from '../../../../engine/db/migration-history.ts'

describe('forward-only migrations', () => {
  const journal = readJournal()
  const released = readReleased()

  it('starts with 0000, the first release', () => {
    expect(released[0]?.tag).toBe('0000_jazzy_bloodscream')
  })

  it('keeps every shipped migration byte for byte', () => {
    for (const migration of released) {
      expect([migration.tag, sha256(migrationSql(migration.tag))]).toEqual([
        migration.tag,
        migration.sha256,
      ])
    }
  })

  it('records every migration of the journal, in its order, numbered one after another', () => {
    // A migration is pinned in released.json by the commit that adds it:
    // once on main it has shipped.
    expect(journal.entries.map((e) => e.tag)).toEqual(released.map((m) => m.tag))
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index)
      expect(entry.tag.startsWith(String(index).padStart(4, '0'))).toBe(true)
      if (index > 0) expect(entry.when).toBeGreaterThan(journal.entries[index - 1]?.when ?? 0)
    })
  })
})
