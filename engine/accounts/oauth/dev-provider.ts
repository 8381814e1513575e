/**
 * The development stand-in for Google (outside production, when
 * GOOGLE_CLIENT_ID is unset): an OAuth 2.0 provider with PKCE that signs in
 * whoever types an e-mail address and a name. It speaks to the engine's
 * client over real HTTP like Google does, so the same code path runs.
 * Grants live in memory: a restart forgets sign-ins under way, nothing else.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Clock } from '../../clock.ts'
import type { EngineConfig } from '../../config.ts'
import { DEV_CLIENT_ID, devClientSecret, googleRedirectUri } from './provider.ts'

const CODE_TTL_MS = 10 * 60_000
const TOKEN_TTL_MS = 60 * 60_000
const MAX_ENTRIES = 1000

export interface AuthorizeRequest {
  redirectUri: string
  state: string
  codeChallenge: string
  scope: string
}

interface Person {
  sub: string
  email: string
  name: string
}

interface Grant {
  request: AuthorizeRequest
  person: Person
  expiresAt: number
}

export type OAuthAnswer = { status: 200 | 400 | 401; body: Record<string, unknown> }

export class DevOAuthProvider {
  private readonly codes = new Map<string, Grant>()
  private readonly tokens = new Map<string, { person: Person; expiresAt: number }>()
  private readonly config: EngineConfig
  private readonly clock: Clock

  constructor(config: EngineConfig, clock: Clock) {
    this.config = config
    this.clock = clock
  }

  /** The request of an authorize URL, or undefined when it is not ours to answer. */
  parseAuthorizeRequest(query: Record<string, string | undefined>): AuthorizeRequest | undefined {
    if (query.response_type !== 'code' || query.client_id !== DEV_CLIENT_ID) return undefined
    if (query.redirect_uri !== googleRedirectUri(this.config)) return undefined
    if (!query.state || !query.code_challenge || query.code_challenge_method !== 'S256') {
      return undefined
    }
    return {
      redirectUri: query.redirect_uri,
      state: query.state,
      codeChallenge: query.code_challenge,
      scope: query.scope ?? '',
    }
  }

  /** The user agreed: back to the client with a code. */
  approve(request: AuthorizeRequest, who: { email: string; name: string }): string {
    const email = who.email.trim().toLowerCase()
    const person: Person = {
      // Stable per address, as Google's subject is per account.
      sub: `dev-${createHash('sha256').update(email).digest('hex').slice(0, 20)}`,
      email,
      name: who.name.trim(),
    }
    const code = randomBytes(24).toString('base64url')
    remember(this.codes, code, { request, person, expiresAt: this.now() + CODE_TTL_MS })
    const url = new URL(request.redirectUri)
    url.searchParams.set('code', code)
    url.searchParams.set('state', request.state)
    return url.toString()
  }

  /** The user declined: back to the client with access_denied, as Google does. */
  deny(request: AuthorizeRequest): string {
    const url = new URL(request.redirectUri)
    url.searchParams.set('error', 'access_denied')
    url.searchParams.set('state', request.state)
    return url.toString()
  }

  /** The token endpoint (RFC 6749 §4.1.3 with RFC 7636's verifier). */
  exchange(form: Record<string, string>, authorization: string | undefined): OAuthAnswer {
    if (!this.clientAuthenticated(authorization)) {
      return { status: 401, body: { error: 'invalid_client' } }
    }
    if (form.grant_type !== 'authorization_code') {
      return { status: 400, body: { error: 'unsupported_grant_type' } }
    }
    const grant = form.code ? this.codes.get(form.code) : undefined
    if (form.code) this.codes.delete(form.code)
    if (!grant || grant.expiresAt < this.now()) {
      return { status: 400, body: { error: 'invalid_grant' } }
    }
    const challenge = createHash('sha256')
      .update(form.code_verifier ?? '')
      .digest('base64url')
    if (
      form.redirect_uri !== grant.request.redirectUri ||
      challenge !== grant.request.codeChallenge
    ) {
      return { status: 400, body: { error: 'invalid_grant' } }
    }
    const token = randomBytes(24).toString('base64url')
    remember(this.tokens, token, { person: grant.person, expiresAt: this.now() + TOKEN_TTL_MS })
    return {
      status: 200,
      body: {
        access_token: token,
        token_type: 'Bearer',
        expires_in: TOKEN_TTL_MS / 1000,
        scope: grant.request.scope,
      },
    }
  }

  /** The userinfo endpoint, OpenID Connect's claims. */
  userinfo(authorization: string | undefined): OAuthAnswer {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined
    const entry = token ? this.tokens.get(token) : undefined
    if (!entry || entry.expiresAt < this.now()) {
      return { status: 401, body: { error: 'invalid_token' } }
    }
    const { person } = entry
    const [given, ...family] = person.name.split(/\s+/)
    return {
      status: 200,
      body: {
        sub: person.sub,
        email: person.email,
        email_verified: true,
        name: person.name,
        given_name: given ?? '',
        family_name: family.join(' '),
      },
    }
  }

  private clientAuthenticated(authorization: string | undefined): boolean {
    if (!authorization?.startsWith('Basic ')) return false
    const expected = Buffer.from(
      `${DEV_CLIENT_ID}:${devClientSecret(this.config)}`,
      'utf8',
    ).toString('base64')
    const given = Buffer.from(authorization.slice(6).trim())
    const wanted = Buffer.from(expected)
    return given.length === wanted.length && timingSafeEqual(given, wanted)
  }

  private now(): number {
    return this.clock.now().getTime()
  }
}

/** Inserts, dropping the oldest entry past the cap (a Map keeps insertion order). */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.set(key, value)
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value
    if (oldest !== undefined) map.delete(oldest)
  }
}
