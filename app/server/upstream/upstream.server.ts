/** The process's upstream client, made from the configuration on first use. */
import { appConfig } from '../../../app.config.ts'
import { log } from '../log.server'
import { UpstreamClient } from './client.server'

let client: UpstreamClient | undefined

export function upstream(): UpstreamClient {
  if (!client) {
    const config = appConfig()
    client = new UpstreamClient({
      baseUrl: config.API_BASE_URLS,
      timeoutMs: config.API_TIMEOUT_MS,
      log,
    })
  }
  return client
}
