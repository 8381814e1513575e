/**
 * An engine process on Postgres (docs/decisions/445): it listens at once,
 * answers as a standby while another engine holds the lock, and when the
 * lock is its own boots the engine as a restart does (migrations, state
 * loaded from the database), then serves the API, the broadcaster, the
 * feed and the jobs. None of those run before: a standby writes nothing
 * and publishes nothing; it holds a warm copy of the accounts (decision
 * 479) installed in a trading core it keeps built (decision 510). Losing the lock ends the process
 * (exit 1): another engine may already be active, and a supervisor starts
 * this one again as a standby.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { bootEngine, type Engine } from '../boot.ts'
import { attachBroadcaster, type Broadcaster } from '../broadcast/broadcaster.ts'
import { OffsetClock, systemClock } from '../clock.ts'
import type { EngineConfig } from '../config.ts'
import { type Database, openDatabase } from '../db/client.ts'
import type { Logger } from '../logger.ts'
import { prepareWriter } from '../trading/batch-statement.ts'
import { type Election, startElection } from './election.ts'
import { createStandbyApp, type EngineRole } from './standby-app.ts'
import { StandbyCore } from './standby-core.ts'
import { WarmAccounts } from './warm-accounts.ts'

export interface ElectedEngine {
  port: number
  election: Election
  /** Resolves with the engine once this process is active and serving. */
  active: Promise<Engine>
  close(): Promise<void>
}

export async function startElectedEngine(
  config: EngineConfig & { DATABASE_URL: string },
  log: Logger,
  listen: { hostname: string; port: number },
): Promise<ElectedEngine> {
  let role: { role: EngineRole; since: Date } = { role: 'standby', since: new Date() }
  let engine: Engine | undefined
  let broadcaster: Broadcaster | undefined
  let warm: WarmAccounts | undefined
  const standby = createStandbyApp(() => ({ ...role, warm: warm?.warm ?? false }))

  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve(
      {
        fetch: (request: Request) => (engine ? engine.app.fetch(request) : standby.fetch(request)),
        hostname: listen.hostname,
        port: listen.port,
      },
      () => resolve(created as Server),
    ) as Server
    created.once('error', reject)
  })
  // No broadcaster before the engine is active: its sockets are refused, so relays try another.
  server.on('upgrade', (_request, socket) => {
    if (!broadcaster) socket.destroy()
  })
  const port = (server.address() as AddressInfo).port
  log.info(`engine on standby at http://${listen.hostname}:${port}, waiting for the lock`)

  // Warm while standing by: the pools' connections open and the trading
  // writer's statement planned (seconds on a loaded host), so a takeover
  // only reads the state. Best effort: a fresh database has no tables yet.
  const database: Database = await openDatabase(config)
  void prepareWriter(database.writer).catch(() => {})
  // The accounts read now and followed while standing by (decision 479):
  // a takeover reads only what changed since.
  const copy = new WarmAccounts(database.db, log)
  warm = copy
  // And installed into a trading core as they are read (decision 510): a
  // takeover installs only what changed in the last second.
  const clock = config.NODE_ENV === 'test' ? new OffsetClock() : systemClock
  const standbyCore = new StandbyCore(config, { database, log, clock, copy })
  copy.follow()

  const election = startElection(config.DATABASE_URL, log)
  const active = (async () => {
    await election.won
    // Wall-clock time (bench/failover.ts subtracts the kill's from it: the election's share).
    log.info('engine starting', { wonAt: Date.now() })
    role = { role: 'starting', since: new Date() }
    const started = performance.now()
    const booted = await bootEngine(config, {
      log,
      database,
      standby: standbyCore,
      accounts: copy.source(),
    })
    booted.ctx.jobs.start()
    broadcaster = attachBroadcaster(server, booted.ctx)
    const served = broadcaster
    booted.ctx.metrics.watch({ broadcasterConnections: () => served.stats().connections })
    engine = booted
    role = { role: 'active', since: new Date() }
    log.info('engine active', {
      loadMs: Math.round(performance.now() - started),
      accounts: booted.ctx.trading.held.count,
      ...booted.bootMs,
    })
    return booted
  })()

  return {
    port,
    election,
    active,
    async close() {
      await broadcaster?.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await copy.stop()
      await standbyCore.close()
      await engine?.close()
      await database.close()
      await election.close()
    },
  }
}
