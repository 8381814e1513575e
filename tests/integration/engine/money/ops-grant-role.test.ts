/**
 * `npm run ops -- grant-role EMAIL ROLE` against a PGlite data directory:
 * the role changes and is audited; an unknown e-mail or role fails with a
 * clear message; a database the engine holds open is refused.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from '../../../../engine/db/client.ts'
import { auditLog, users } from '../../../../engine/db/schema/index.ts'

const run = promisify(execFile)
const script = path.resolve(import.meta.dirname, '../../../../scripts/ops.ts')

// Each call is a process of its own that boots PGlite from the file (seconds on a busy machine).
describe('npm run ops -- grant-role (PGlite)', { timeout: 120_000 }, () => {
  let dataDir: string
  const dbDir = () => path.join(dataDir, 'engine.pglite')
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'proptrade-ops-'))
    const database = await openPglite(dbDir())
    await database.migrate()
    const now = new Date()
    await database.db.insert(users).values({
      email: 'ops@example.test',
      referralCode: 'OPS12345',
      createdAt: now,
      updatedAt: now,
    })
    await database.close()
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  const ops = (...args: string[]) =>
    run(process.execPath, [script, ...args], {
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        out: e.stdout,
        err: e.stderr,
      }),
    )

  it('makes a user support, audited; refuses unknown e-mails and roles', async () => {
    const done = await ops('grant-role', 'OPS@example.test', 'support')
    expect(done.out).toMatch(/^ops@example\.test \(user \d+\) is now support\.$/m)
    expect(done.code).toBe(0)
    const missing = await ops('grant-role', 'nobody@example.test', 'admin')
    expect([missing.code, missing.err.trim()]).toEqual([
      1,
      'No user has the e-mail nobody@example.test.',
    ])
    const badRole = await ops('grant-role', 'ops@example.test', 'owner')
    expect(badRole.code).toBe(2)
    expect(badRole.err).toContain('Unknown role "owner"')

    const database = await openPglite(dbDir())
    const [user] = await database.db.select().from(users).where(eq(users.email, 'ops@example.test'))
    const audit = await database.db.select().from(auditLog)
    await database.close()
    expect(user?.role).toBe('support')
    expect(audit.map((a) => [a.action, a.subjectId, a.after])).toEqual([
      ['user.role_granted', user?.id, { role: 'support' }],
    ])
  })

  it('refuses while the engine holds the PGlite file open', async () => {
    writeFileSync(path.join(dbDir(), 'postmaster.pid'), '-42\n')
    const refused = await ops('grant-role', 'ops@example.test', 'admin')
    expect(refused.code).toBe(1)
    expect(refused.err).toContain('stop the engine')
  })
})
