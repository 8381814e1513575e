/**
 * A unit of work with after-commit hooks. Events must leave the engine
 * only once the rows they describe are committed (a rolled-back
 * notification must never reach a browser), so code that publishes from
 * inside a transaction registers the publication with afterCommit().
 *
 *   await transaction(ctx, async (tx) => {
 *     await notify(ctx, tx, { … })   // published after COMMIT
 *   })
 */
import type { EngineContext } from '../context.ts'
import type { DbOrTx, Tx } from './client.ts'

type Hook = () => void | Promise<void>

const hooksOf = new WeakMap<object, Hook[]>()

export async function transaction<T>(ctx: EngineContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const hooks: Hook[] = []
  const result = await ctx.db.transaction(async (tx) => {
    hooksOf.set(tx, hooks)
    try {
      return await work(tx)
    } finally {
      hooksOf.delete(tx)
    }
  })
  for (const hook of hooks) {
    try {
      await hook()
    } catch (error) {
      ctx.log.error('after-commit hook failed', { error })
    }
  }
  return result
}

/**
 * Runs `hook` once `tx` has committed: at once when `tx` is the database
 * itself (each statement commits on its own). A transaction not opened by
 * transaction() cannot promise that, so it is refused loudly.
 */
export function afterCommit(ctx: EngineContext, tx: DbOrTx, hook: Hook): void {
  const hooks = hooksOf.get(tx)
  if (hooks) {
    hooks.push(hook)
    return
  }
  if (tx === ctx.db) {
    const failed = (error: unknown) => ctx.log.error('after-commit hook failed', { error })
    try {
      void Promise.resolve(hook()).catch(failed)
    } catch (error) {
      failed(error)
    }
    return
  }
  throw new Error(
    'afterCommit() needs a transaction opened with transaction() from engine/db/transaction.ts',
  )
}

/**
 * For work that runs inside a transaction someone else opened and commits
 * (the trading write queue's `extra`): afterCommit() inside `work` collects
 * into `hooks`; the caller runs them with runHooks() once it knows the
 * transaction committed.
 */
export async function collectingHooks<T>(
  tx: DbOrTx,
  hooks: Hook[],
  work: () => Promise<T>,
): Promise<T> {
  hooksOf.set(tx, hooks)
  try {
    return await work()
  } finally {
    hooksOf.delete(tx)
  }
}

export async function runHooks(ctx: EngineContext, hooks: Hook[]): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook()
    } catch (error) {
      ctx.log.error('after-commit hook failed', { error })
    }
  }
}

export type AfterCommitHook = Hook
