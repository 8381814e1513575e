/**
 * Operator commands against the engine's database (its config: DATABASE_URL
 * or the PGlite file under DATA_DIR).
 *
 *   npm run ops -- grant-role EMAIL trader|support|risk|admin
 *   npm run ops -- backup FILE
 *   npm run ops -- restore FILE [--replace]
 *   npm run ops -- payments reconcile
 *     asks the providers about every payment pending for 10 minutes and
 *     applies their answers (docs/decisions/380), as the engine's job does.
 *
 * With PGlite (no DATABASE_URL) the file belongs to one process: stop the
 * engine first. A PGlite database left open by an engine that crashed can
 * be taken over with --force. Backups: README, "Operating it".
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { recordAudit } from '../engine/audit/audit.ts'
import { systemClock } from '../engine/clock.ts'
import { parseEngineConfig } from '../engine/config.ts'
import type { EngineContext } from '../engine/context.ts'
import { type Database, openDatabase } from '../engine/db/client.ts'
import { EventBus } from '../engine/events.ts'
import { Jobs } from '../engine/jobs.ts'
import { createLogger } from '../engine/logger.ts'
import { createMessenger } from '../engine/messaging/messenger.ts'
import { applyEventBatch } from '../engine/payments/apply-event.ts'
import { EventBatcher } from '../engine/payments/event-batcher.ts'
import { reconcilePendingPayments } from '../engine/payments/reconcile.ts'
import { createStripeClient } from '../engine/payments/stripe/stripe.ts'
import { grantRole, type Role } from '../engine/staff/grant-role.ts'
import { backup, OpsError, pgliteDirOf, restore } from './ops/backup.ts'

const ROLES: Role[] = ['trader', 'support', 'risk', 'admin']
const USAGE = [
  'Usage: npm run ops -- grant-role EMAIL trader|support|risk|admin [--force]',
  '       npm run ops -- backup FILE [--force]',
  '       npm run ops -- restore FILE [--replace] [--force]',
  '       npm run ops -- payments reconcile [--force]',
].join('\n')

function fail(message: string, code = 1): never {
  console.error(message)
  process.exit(code)
}

const args = process.argv.slice(2).filter((a) => a !== '--')
const flags = new Set(args.filter((a) => a.startsWith('--')))
const [command, ...rest] = args.filter((a) => !a.startsWith('--'))
const reconcile = command === 'payments' && rest[0] === 'reconcile' && rest.length === 1
if (!command || !(reconcile || ['grant-role', 'backup', 'restore'].includes(command))) {
  fail(USAGE, 2)
}

// Arguments first: a wrong one is told before the database is touched.
if (command === 'grant-role') {
  if (!rest[0] || !rest[1]) fail(USAGE, 2)
  if (!ROLES.includes(rest[1] as Role)) fail(`Unknown role "${rest[1]}". ${USAGE}`, 2)
}

const config = parseEngineConfig(process.env)
const pgliteDir = pgliteDirOf(config.DATA_DIR)
if (
  !config.DATABASE_URL &&
  existsSync(path.join(pgliteDir, 'postmaster.pid')) &&
  !flags.has('--force')
)
  fail(
    `The PGlite database ${pgliteDir} is open in another process (the engine?).\n` +
      'PGlite serves one process at a time: stop the engine (npm start / npm run engine), then run this again.\n' +
      'If no engine is running (it crashed), add --force.',
  )

if (command === 'backup' || command === 'restore') {
  const file = rest[0]
  if (!file) fail(USAGE, 2)
  const target = { databaseUrl: config.DATABASE_URL, pgliteDir }
  try {
    console.log(
      command === 'backup'
        ? await backup(target, path.resolve(file))
        : await restore(target, path.resolve(file), { replace: flags.has('--replace') }),
    )
  } catch (error) {
    if (error instanceof OpsError) fail(error.message)
    throw error
  }
  process.exit(0)
}

const [email, role] = rest

const database = await openDatabase(config).catch((error: unknown) =>
  fail(
    `Could not open the database: ${String(error)}\n` +
      (config.DATABASE_URL
        ? ''
        : 'With PGlite, stop the engine first: the file is locked while it runs.'),
  ),
)
/** The parts of the engine's context the payment code uses: no market, no trading shell. */
function opsContext(db: Database): EngineContext {
  const log = createLogger(config.LOG_LEVEL)
  const ctx = {
    config,
    database: db,
    db: db.db,
    clock: systemClock,
    events: new EventBus(log),
    jobs: new Jobs(log),
    log,
    messages: createMessenger(config, { db: db.db, clock: systemClock, log }),
    stripe: createStripeClient(config),
  } as EngineContext
  ctx.providerEvents = new EventBatcher((items) => applyEventBatch(ctx, items))
  return ctx
}

async function grantRoleCommand(email: string, role: Role): Promise<void> {
  const now = systemClock.now()
  const granted = await database.db.transaction(async (tx) => {
    const row = await grantRole(tx, email, role, now)
    if (row)
      await recordAudit(tx, {
        actorId: null,
        action: 'user.role_granted',
        subjectType: 'user',
        subjectId: row.id,
        after: { role: row.role },
        note: 'npm run ops -- grant-role',
        now,
      })
    return row
  })
  if (!granted) fail(`No user has the e-mail ${email}.`)
  console.log(`${granted.email} (user ${granted.id}) is now ${granted.role}.`)
}

async function reconcileCommand(): Promise<void> {
  const report = await reconcilePendingPayments(opsContext(database))
  const outcomes = Object.entries(report.outcomes).map(([o, n]) => `${o} ${n}`)
  console.log(
    `Asked the providers about ${report.checked} pending payment(s): ${outcomes.join(', ') || 'nothing new'}` +
      (report.errors > 0 ? `; ${report.errors} could not be asked (see the log).` : '.'),
  )
  if (report.errors > 0) process.exitCode = 1
}

try {
  await database.migrate()
  if (reconcile) await reconcileCommand()
  else await grantRoleCommand(email as string, role as Role)
} finally {
  await database.close()
}
