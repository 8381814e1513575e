/** `npm run engine`: the /v1 API on ENGINE_PORT. */
import { serve } from '@hono/node-server'
import { bootEngine } from './boot.ts'
import { parseEngineConfig } from './config.ts'

const config = parseEngineConfig(process.env)
const engine = await bootEngine(config)
engine.ctx.jobs.start()

const server = serve(
  { fetch: engine.app.fetch, hostname: config.ENGINE_HOST, port: config.ENGINE_PORT },
  (info) =>
    engine.ctx.log.info(`engine listening on http://${config.ENGINE_HOST}:${info.port}`, {
      database: engine.ctx.database.kind,
      feed: config.MARKET_FEED,
    }),
)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  server.close()
  await engine.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
