/** The process's upstream client, made from the configuration on first use. */
import { appConfig } from '../../../app.config.ts'
import { log } from '../log.server'
import { processShared } from '../process-shared.server'
import { UpstreamClient } from './client.server'

export function upstream(): UpstreamClient {
  return processShared('upstream', () => {
    const config = appConfig()
    return new UpstreamClient({
      baseUrl: config.API_BASE_URLS,
      timeoutMs: config.API_TIMEOUT_MS,
      log,
    })
  })
}
