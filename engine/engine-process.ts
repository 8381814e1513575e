/**
 * The engine process (engine/main.ts imports it once its module hooks are
 * in place): the /v1 API and its Pusher socket on ENGINE_PORT. On
 * Postgres, one of any number of engine processes is active, elected by a
 * lock (docs/decisions/445); the others stand by. PGlite: one engine.
 */
import { bootEngine } from './boot.ts'
import { parseEngineConfig } from './config.ts'
import { startElectedEngine } from './failover/elected-engine.ts'
import { createLogger } from './logger.ts'
import { serveEngine } from './serve.ts'

const config = parseEngineConfig(process.env)
const listen = { hostname: config.ENGINE_HOST, port: config.ENGINE_PORT }
let close: () => Promise<void>

if (config.DATABASE_URL) {
  const log = createLogger(config.LOG_LEVEL)
  const elected = await startElectedEngine(
    { ...config, DATABASE_URL: config.DATABASE_URL },
    log,
    listen,
  )
  close = () => elected.close()
  void elected.election.lost.then((why) => {
    if (stopping) return
    // Another engine may be active already: stop now, without a single further write.
    log.error(`engine lock lost (${why}); exiting`)
    process.exit(1)
  })
  elected.active.catch((error: unknown) => {
    log.error('engine failed to start after winning the lock', { error })
    process.exit(1)
  })
} else {
  const engine = await bootEngine(config)
  engine.ctx.jobs.start()
  const served = await serveEngine(engine, listen)
  engine.ctx.log.info(`engine listening on http://${config.ENGINE_HOST}:${served.port}`, {
    database: engine.ctx.database.kind,
    feed: config.MARKET_FEED.join(','),
    broadcasting: `ws://${config.ENGINE_HOST}:${served.port}/app/${config.BROADCAST_APP_KEY}`,
  })
  close = async () => {
    await served.close()
    await engine.close()
  }
}

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
