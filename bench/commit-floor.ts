/**
 * The floor under any "committed" latency: round trips to this Postgres on
 * one connection, 300 each: a bare SELECT 1, a one-row autocommit insert
 * (one round trip and one WAL flush), and BEGIN, insert, COMMIT.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/node bench/commit-floor.ts
 */
import postgres from 'postgres'

const url = process.env.TEST_DATABASE_URL
if (!url) throw new Error('TEST_DATABASE_URL is not set')
const sql = postgres(url, { max: 1, onnotice: () => {} })
const table = `commit_floor_${process.pid}`
await sql.unsafe(`create table ${table} (id serial primary key, v int)`)

async function measure(name: string, run: () => Promise<unknown>, n = 300) {
  const times: number[] = []
  for (let i = 0; i < n; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => (times[Math.floor(p * n)] ?? 0).toFixed(3)
  console.log(`| ${name} | ${at(0.5)} ms | ${at(0.99)} ms |`)
}

try {
  console.log('| Round trip | p50 | p99 |')
  console.log('| --- | --- | --- |')
  await measure('select 1', () => sql`select 1`)
  await measure('insert (autocommit)', () => sql.unsafe(`insert into ${table} (v) values (1)`))
  await measure('begin; insert; commit', () =>
    sql.begin((tx) => tx.unsafe(`insert into ${table} (v) values (1)`)),
  )
} finally {
  await sql.unsafe(`drop table ${table}`)
  await sql.end()
}
