/**
 * transaction() (transaction.ts) whose BEGIN does not cost a round trip of
 * its own (docs/decisions/530): on Postgres the work's first statements are
 * sent right behind BEGIN on a reserved connection (postgres.js's begin()
 * waits for BEGIN's answer first). Same after-commit hooks, same rollback
 * on a thrown error. PGlite (one connection, in process) takes transaction().
 *
 * A statement that fails aborts the transaction in Postgres, whatever the
 * work does with the error: COMMIT then answers ROLLBACK, which is an error
 * here too, so a swallowed failure never passes for a commit.
 */
import { PostgresJsSession, PostgresJsTransaction } from 'drizzle-orm/postgres-js/session'
import type { Sql, TransactionSql } from 'postgres'
import type { EngineContext } from '../context.ts'
import type { Tx } from './client.ts'
import { type AfterCommitHook, collectingHooks, runHooks, transaction } from './transaction.ts'

interface DrizzleInternals {
  session: {
    client: Sql
    dialect: ConstructorParameters<typeof PostgresJsSession>[1]
    schema: ConstructorParameters<typeof PostgresJsSession>[2]
    options: ConstructorParameters<typeof PostgresJsSession>[3]
  }
}

export async function pipelinedTransaction<T>(
  ctx: EngineContext,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (ctx.database.kind !== 'postgres') return transaction(ctx, work)
  const { session } = ctx.db as unknown as DrizzleInternals
  const reserved = await session.client.reserve()
  const hooks: AfterCommitHook[] = []
  let result: T
  try {
    const begun = reserved.unsafe('begin').execute()
    const txSession = new PostgresJsSession(
      reserved as unknown as Sql & TransactionSql,
      session.dialect,
      session.schema,
      session.options,
    )
    const tx = new PostgresJsTransaction(
      session.dialect,
      txSession,
      session.schema,
    ) as unknown as Tx
    try {
      const [, value] = await Promise.all([begun, collectingHooks(tx, hooks, () => work(tx))])
      result = value
    } catch (error) {
      await reserved.unsafe('rollback').catch(() => {})
      throw error
    }
    const committed = await reserved.unsafe('commit')
    if (committed.command !== 'COMMIT') throw new Error('the transaction was rolled back')
  } finally {
    reserved.release()
  }
  await runHooks(ctx, hooks)
  return result
}
