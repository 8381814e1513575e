/**
 * Programs admins create and edit (decision 567): creating one saves its
 * version 1; saving its rules adds a version (rules-edits.ts), so bought
 * accounts keep the one they pinned; taking it off sale stops the sale of
 * its challenges. Every change is audited in its own transaction.
 */
import { asc, count, eq, max } from 'drizzle-orm'
import type { z } from 'zod'
import type { programCreateBody, programUpdateBody, StaffProgram } from '#contract/staff.ts'
import { recordAudit } from '../audit/audit.ts'
import { currentRuleSets, type ProgramRow } from '../catalogue/queries.ts'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { challenges, programs } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { fieldError, notFound } from '../errors.ts'
import { addProgramVersion, insertRuleSet, type ProgramRules, rulesView } from './rules-edits.ts'
import { staffTexts } from './texts.ts'

/** The programs (every one, or the given one) as the console shows them. */
export async function staffPrograms(db: DbOrTx, only?: number): Promise<StaffProgram[]> {
  const rows = await db
    .select()
    .from(programs)
    .where(only === undefined ? undefined : eq(programs.id, only))
    .orderBy(asc(programs.sortOrder), asc(programs.id))
  const ids = rows.map((r) => r.id)
  const [sets, counts] = await Promise.all([
    currentRuleSets(db, ids),
    db
      .select({ programId: challenges.programId, n: count() })
      .from(challenges)
      .groupBy(challenges.programId),
  ])
  const challengesOf = new Map(counts.map((c) => [c.programId, c.n]))
  return rows.flatMap((row) => {
    const set = sets.get(row.id)
    return set ? [programView(row, rulesView(set), challengesOf.get(row.id) ?? 0)] : []
  })
}

function programView(row: ProgramRow, rules: StaffProgram['rules'], n: number): StaffProgram {
  return {
    id: row.id,
    code: row.code,
    title_en: row.titleEn,
    title_fa: row.titleFa,
    active: row.active,
    is_default: row.isDefault,
    sort_order: row.sortOrder,
    rules,
    challenges: n,
  }
}

async function one(db: DbOrTx, id: number): Promise<StaffProgram> {
  const [program] = await staffPrograms(db, id)
  if (!program) throw notFound()
  return program
}

export async function createProgram(
  ctx: EngineContext,
  staffId: number,
  body: z.output<typeof programCreateBody>,
): Promise<StaffProgram> {
  return transaction(ctx, async (tx) => {
    const now = ctx.clock.now()
    const [taken] = await tx
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.code, body.code))
    if (taken) throw fieldError('code', staffTexts.programCodeTaken)
    const [last] = await tx.select({ n: max(programs.sortOrder) }).from(programs)
    const [row] = await tx
      .insert(programs)
      .values({
        code: body.code,
        titleEn: body.title_en,
        titleFa: body.title_fa,
        active: body.active,
        sortOrder: (last?.n ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!row) throw new Error('program insert returned nothing')
    await insertRuleSet(tx, row.id, 1, body.rules, now)
    const created = await one(tx, row.id)
    await recordAudit(tx, {
      actorId: staffId,
      action: 'program.created',
      subjectType: 'program',
      subjectId: row.id,
      after: created,
      now,
    })
    return created
  })
}

export async function updateProgram(
  ctx: EngineContext,
  staffId: number,
  id: number,
  body: z.output<typeof programUpdateBody>,
): Promise<StaffProgram> {
  const changes = Object.fromEntries(
    Object.entries({
      titleEn: body.title_en,
      titleFa: body.title_fa,
      active: body.active,
      sortOrder: body.sort_order,
    }).filter(([, v]) => v !== undefined),
  )
  if (Object.keys(changes).length === 0) throw fieldError('title_en', staffTexts.nothingToChange)
  return transaction(ctx, async (tx) => {
    const now = ctx.clock.now()
    const [before] = await tx.select().from(programs).where(eq(programs.id, id)).for('update')
    if (!before) throw notFound()
    // GET /v1/steps answers the default program's steps: it stays on sale.
    if (before.isDefault && body.active === false)
      throw fieldError('active', staffTexts.defaultProgramStaysOnSale)
    const [after] = await tx
      .update(programs)
      .set({ ...changes, updatedAt: now })
      .where(eq(programs.id, id))
      .returning()
    if (!after) throw notFound()
    await recordAudit(tx, {
      actorId: staffId,
      action: 'program.updated',
      subjectType: 'program',
      subjectId: id,
      before,
      after,
      now,
    })
    return one(tx, id)
  })
}

/** Saves a new version of the program's rules; bought accounts keep theirs. */
export async function saveProgramRules(
  ctx: EngineContext,
  staffId: number,
  id: number,
  body: ProgramRules,
): Promise<StaffProgram> {
  return transaction(ctx, async (tx) => {
    const [program] = await tx.select().from(programs).where(eq(programs.id, id))
    if (!program) throw notFound()
    await addProgramVersion(ctx, tx, staffId, id, body)
    return one(tx, id)
  })
}
