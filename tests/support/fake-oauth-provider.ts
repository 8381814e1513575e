/**
 * A stand-in for Google's OAuth 2.0 endpoints, started by a test on a local
 * port: the engine's real client (arctic) talks to it over HTTP. The test
 * plays the user at the consent screen with `consent()`, which mints a code
 * bound to the authorize request's redirect URI and PKCE challenge.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { closeServer, listenInRange } from './ports.ts'

export interface Profile {
  sub: string
  email?: string
  email_verified?: boolean
  name?: string
}

export interface TokenRequest {
  authorization: string | undefined
  form: Record<string, string>
}

export class FakeOAuthProvider {
  readonly clientId = 'fake-client-id'
  readonly clientSecret = 'fake-client-secret'
  readonly tokenRequests: TokenRequest[] = []
  /** Set to make the token or userinfo endpoint fail as a broken provider would. */
  failing: 'token' | 'userinfo' | undefined
  private readonly codes = new Map<
    string,
    { challenge: string; redirectUri: string; profile: Profile }
  >()
  private readonly tokens = new Map<string, Profile>()
  private readonly server: Server
  origin = ''

  constructor() {
    this.server = createServer((req, res) => void this.handle(req, res))
  }

  async start(): Promise<void> {
    const port = await listenInRange(this.server)
    this.origin = `http://127.0.0.1:${port}`
  }

  stop(): Promise<void> {
    return closeServer(this.server)
  }

  /** The engine's GOOGLE_* variables pointing at this provider. */
  env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: this.clientId,
      GOOGLE_CLIENT_SECRET: this.clientSecret,
      GOOGLE_AUTH_URL: `${this.origin}/authorize`,
      GOOGLE_TOKEN_URL: `${this.origin}/token`,
      GOOGLE_USERINFO_URL: `${this.origin}/userinfo`,
    }
  }

  /** The user approves the authorize URL the engine gave: back comes a code for `profile`. */
  consent(authorizeUrl: string, profile: Profile): { code: string; state: string } {
    const url = new URL(authorizeUrl)
    const challenge = url.searchParams.get('code_challenge')
    const redirectUri = url.searchParams.get('redirect_uri')
    const state = url.searchParams.get('state')
    if (!challenge || !redirectUri || !state) throw new Error(`not an authorize URL: ${url}`)
    const code = randomBytes(16).toString('hex')
    this.codes.set(code, { challenge, redirectUri, profile })
    return { code, state }
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.origin)
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = Object.fromEntries(new URLSearchParams(await readText(req)))
      this.tokenRequests.push({ authorization: req.headers.authorization, form })
      if (this.failing === 'token') return json(503, { error: 'temporarily_unavailable' })
      const basic = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`
      if (req.headers.authorization !== basic) return json(401, { error: 'invalid_client' })
      const grant = this.codes.get(form.code ?? '')
      this.codes.delete(form.code ?? '')
      const challenge = createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url')
      if (
        form.grant_type !== 'authorization_code' ||
        !grant ||
        grant.redirectUri !== form.redirect_uri ||
        grant.challenge !== challenge
      ) {
        return json(400, { error: 'invalid_grant' })
      }
      const token = randomBytes(16).toString('hex')
      this.tokens.set(token, grant.profile)
      return json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 })
    }
    if (req.method === 'GET' && url.pathname === '/userinfo') {
      if (this.failing === 'userinfo') return json(500, { error: 'server_error' })
      const profile = this.tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''))
      if (!profile) return json(401, { error: 'invalid_token' })
      return json(200, profile)
    }
    json(404, { error: 'not_found' })
  }
}

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      text += chunk
    })
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })
}
