/**
 * The migrations' history as the repository records it: drizzle-kit's
 * journal (every migration, in order) and released.json (those that have
 * shipped, each with the SHA-256 of its SQL). Migrations are forward-only
 * (docs/decisions/376): a shipped file never changes, a schema change is a
 * new numbered migration.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const migrationsFolder = path.join(import.meta.dirname, 'migrations')

export interface JournalEntry {
  idx: number
  version: string
  when: number
  tag: string
  breakpoints: boolean
}

export interface Journal {
  version: string
  dialect: string
  entries: JournalEntry[]
}

export interface ReleasedMigration {
  tag: string
  sha256: string
}

export function readJournal(folder = migrationsFolder): Journal {
  return JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal
}

export function readReleased(folder = migrationsFolder): ReleasedMigration[] {
  const file = JSON.parse(readFileSync(path.join(folder, 'released.json'), 'utf8')) as {
    released: ReleasedMigration[]
  }
  return file.released
}

export function migrationSql(tag: string, folder = migrationsFolder): string {
  return readFileSync(path.join(folder, `${tag}.sql`), 'utf8')
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
