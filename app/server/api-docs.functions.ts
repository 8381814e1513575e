/**
 * Where traders' programs reach the trading API (the documentation page):
 * the engine's public origin, the one the webhook URLs start with. Read
 * from the web's configuration; nothing secret.
 */
import { createServerFn } from '@tanstack/react-start'
import { appConfig } from '../../app.config.ts'

export const getTradingApiBase = createServerFn({ method: 'GET' }).handler(() => {
  const config = appConfig()
  return { base: new URL(config.ENGINE_PUBLIC_URL ?? config.API_BASE_URL).origin }
})
