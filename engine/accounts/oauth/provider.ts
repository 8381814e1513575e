/**
 * Where Google sign-in talks to: Google itself when GOOGLE_CLIENT_ID is set
 * (endpoints from GOOGLE_*_URL), else, outside production, the engine's own
 * development provider under /dev/oauth/google. Either way the browser
 * comes back to the web at /signin/google, which posts /v1/auth/callback.
 */
import { createHmac } from 'node:crypto'
import type { EngineConfig } from '../../config.ts'

export interface OAuthProvider {
  name: 'google'
  clientId: string
  clientSecret: string | null
  authorizeUrl: string
  tokenUrl: string
  userinfoUrl: string
  redirectUri: string
  scopes: string[]
  /** The engine's stand-in, not Google. */
  development: boolean
}

export const DEV_CLIENT_ID = 'proptrade-development'
export const DEV_OAUTH_BASE_PATH = '/dev/oauth/google'

/** The stand-in's client secret: derived, so nobody configures it and nobody guesses it. */
export function devClientSecret(config: EngineConfig): string {
  return createHmac('sha256', config.APP_KEY).update('dev-oauth-client').digest('base64url')
}

export function googleRedirectUri(config: EngineConfig): string {
  return `${config.WEB_BASE_URL.replace(/\/+$/, '')}/signin/google`
}

/** Whether the engine serves the development provider. */
export function servesDevProvider(config: EngineConfig): boolean {
  return !config.GOOGLE_CLIENT_ID && config.NODE_ENV !== 'production'
}

/** The configured provider, or undefined when Google sign-in is off (production without credentials). */
export function googleProvider(config: EngineConfig): OAuthProvider | undefined {
  const common = {
    name: 'google' as const,
    redirectUri: googleRedirectUri(config),
    scopes: ['openid', 'email', 'profile'],
  }
  if (config.GOOGLE_CLIENT_ID) {
    return {
      ...common,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET ?? null,
      authorizeUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      userinfoUrl: config.GOOGLE_USERINFO_URL,
      development: false,
    }
  }
  if (!servesDevProvider(config)) return undefined
  const base = `${config.ENGINE_PUBLIC_URL.replace(/\/+$/, '')}${DEV_OAUTH_BASE_PATH}`
  return {
    ...common,
    clientId: DEV_CLIENT_ID,
    clientSecret: devClientSecret(config),
    authorizeUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userinfoUrl: `${base}/userinfo`,
    development: true,
  }
}
