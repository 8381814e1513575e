/**
 * The election of the active engine on Postgres (docs/decisions/445): a
 * session-level advisory lock held on a connection of its own. Whoever
 * holds it is the active engine; the others wait in `pg_advisory_lock`
 * and are woken by Postgres the moment the holder's session ends (its
 * process died, its connection dropped, or Postgres ended it).
 *
 * The holder checks every second, on that same connection, that its
 * session still holds the lock. An active engine that finds its lock gone
 * is told so (`lost`) and must stop at once: another engine may already
 * be active. No `idle_session_timeout` on that session: a busy start (a
 * takeover loading 100 000 accounts on a loaded host) can hold the event
 * loop for seconds, and ending a live engine's session would let two
 * engines write; a frozen engine keeps its lock until it dies.
 */
import postgres from 'postgres'

/** The lock's key: one per database, so one active engine per database. */
export const ENGINE_LOCK_KEY = 7_418_003_101

/** How often the holder proves its session and lock alive. */
const CHECK_EVERY_MS = 1000

export interface Election {
  /** Resolves when this process holds the lock (it is the active engine). */
  readonly won: Promise<void>
  /** Resolves, after `won`, when the lock is no longer this process's, with why. */
  readonly lost: Promise<string>
  /** Whether the lock is held now. */
  readonly holding: boolean
  /** Leaves the election (releases the lock by ending the session). */
  close(): Promise<void>
}

export interface ElectionLog {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
}

export function startElection(databaseUrl: string, log: ElectionLog): Election {
  let holding = false
  let closed = false
  let markWon: () => void = () => {}
  let markLost: (why: string) => void = () => {}
  const won = new Promise<void>((resolve) => {
    markWon = resolve
  })
  const lost = new Promise<string>((resolve) => {
    markLost = resolve
  })
  const lose = (why: string) => {
    if (!holding) return
    holding = false
    markLost(why)
  }
  const sql = postgres(databaseUrl, {
    max: 1,
    // One session for the life of the process: never recycled or dropped when idle.
    idle_timeout: 0,
    max_lifetime: null,
    onnotice: () => {},
    connection: {
      application_name: 'proptrade-engine-election',
      // A dead peer on the network is noticed in seconds, not the kernel's hours.
      tcp_keepalives_idle: 5,
      tcp_keepalives_interval: 2,
      tcp_keepalives_count: 2,
    },
    onclose: () => lose('the connection holding the lock closed'),
  })
  let timer: NodeJS.Timeout | undefined

  const check = async () => {
    try {
      const [row] = await sql<Array<{ held: boolean }>>`
        select exists (
          select 1 from pg_locks
          where locktype = 'advisory' and pid = pg_backend_pid() and granted
            and ((classid::bigint << 32) | objid::bigint) = ${ENGINE_LOCK_KEY}::bigint
        ) as held`
      if (!row?.held) lose('the session no longer holds the lock')
    } catch (error) {
      lose(`the lock could not be checked: ${(error as Error).message}`)
    }
    if (holding && !closed) timer = setTimeout(() => void check(), CHECK_EVERY_MS)
  }

  const wait = async () => {
    while (!closed) {
      try {
        // Blocks until the lock is free; Postgres wakes this session when the holder's ends.
        await sql`select pg_advisory_lock(${ENGINE_LOCK_KEY}::bigint)`
        if (closed) return
        holding = true
        log.info('this engine holds the lock: active')
        markWon()
        timer = setTimeout(() => void check(), CHECK_EVERY_MS)
        return
      } catch (error) {
        if (closed) return
        log.warn('waiting for the engine lock failed; retrying', {
          error: (error as Error).message,
        })
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    }
  }
  void wait()

  return {
    won,
    lost,
    get holding() {
      return holding
    },
    async close() {
      closed = true
      clearTimeout(timer)
      const was = holding
      holding = false
      await sql.end({ timeout: 0 })
      if (was) markLost('the engine stopped')
    },
  }
}
