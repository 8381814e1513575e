/**
 * pipelinedTransaction (engine/db/pipelined-transaction.ts, decision 530):
 * BEGIN pipelined with the work's statements commits what the work wrote,
 * runs the after-commit hooks once committed, and a failed statement rolls
 * everything back even when the work swallowed its error.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resultRows } from '../../../../engine/db/client.ts'
import { pipelinedTransaction } from '../../../../engine/db/pipelined-transaction.ts'
import { afterCommit } from '../../../../engine/db/transaction.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'

describe.each(databaseKinds)('pipelined transaction on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await t.engine.ctx.db.execute(
      sql`create table if not exists pipelined_probe (id text primary key)`,
    )
  })
  afterAll(async () => {
    await t.engine.ctx.db.execute(sql`drop table if exists pipelined_probe`)
    await t.close()
  })
  const count = async (id: string) =>
    resultRows<{ n: number }>(
      await t.engine.ctx.db.execute(
        sql`select count(*)::integer as n from pipelined_probe where id = ${id}`,
      ),
    )[0]?.n

  it('commits the work and runs its hooks after commit', async () => {
    const ctx = t.engine.ctx
    const seen: (number | undefined)[] = []
    const answer = await pipelinedTransaction(ctx, async (tx) => {
      await tx.execute(sql`insert into pipelined_probe values ('a')`)
      afterCommit(ctx, tx, async () => {
        seen.push(await count('a'))
      })
      return 'done'
    })
    expect(answer).toBe('done')
    expect(seen).toEqual([1])
  })

  it('rolls back a failed statement the work swallowed, and runs no hook', async () => {
    const ctx = t.engine.ctx
    let hooks = 0
    await expect(
      pipelinedTransaction(ctx, async (tx) => {
        await tx.execute(sql`insert into pipelined_probe values ('b')`)
        afterCommit(ctx, tx, () => {
          hooks += 1
        })
        await tx.execute(sql`insert into pipelined_probe values ('b')`).catch(() => {})
      }),
    ).rejects.toThrow()
    expect(hooks).toBe(0)
    expect(await count('b')).toBe(0)
  })

  it('rolls back when the work throws', async () => {
    await expect(
      pipelinedTransaction(t.engine.ctx, async (tx) => {
        await tx.execute(sql`insert into pipelined_probe values ('c')`)
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    expect(await count('c')).toBe(0)
  })
})
