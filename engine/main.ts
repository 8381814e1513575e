/** `npm run engine`: the /v1 API and its Pusher socket on ENGINE_PORT. */
import { bootEngine } from './boot.ts'
import { parseEngineConfig } from './config.ts'
import { serveEngine } from './serve.ts'

const config = parseEngineConfig(process.env)
const engine = await bootEngine(config)
engine.ctx.jobs.start()

const served = await serveEngine(engine, { hostname: config.ENGINE_HOST, port: config.ENGINE_PORT })
engine.ctx.log.info(`engine listening on http://${config.ENGINE_HOST}:${served.port}`, {
  database: engine.ctx.database.kind,
  feed: config.MARKET_FEED.join(','),
  broadcasting: `ws://${config.ENGINE_HOST}:${served.port}/app/${config.BROADCAST_APP_KEY}`,
})

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await served.close()
  await engine.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
