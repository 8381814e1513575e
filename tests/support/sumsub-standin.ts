/**
 * A stand-in for Sumsub on one local port, speaking the documented shapes
 * of what the engine uses (providers.md, docs.sumsub.com):
 *
 * - POST /resources/applicants?levelName=… ({ externalUserId }) → the
 *   applicant; 409 when the externalUserId has one already;
 *   GET /resources/applicants/-;externalUserId=…/one;
 *   GET /resources/applicants/{id}/one and /status;
 *   POST /resources/accessTokens/sdk ({ userId, levelName, ttlInSecs }) →
 *   { token, userId }.
 * - Every request must carry X-App-Token, X-App-Access-Ts (within a minute
 *   of now) and X-App-Access-Sig as Sumsub checks them, else 401.
 * - Webhooks (applicantPending, applicantReviewed, …) are built as Sumsub
 *   sends them and signed with X-Payload-Digest over the raw body
 *   (X-Payload-Digest-Alg: HMAC_SHA256_HEX, Sumsub's default), then handed
 *   to `deliver` (the engine in-process, or over HTTP in Playwright).
 * - The WebSDK's frame, GET /websdk/websdk.html (what `@sumsub/websdk-react`
 *   loads from its baseUrl): a stand-in page speaking the SDK's postMessage
 *   protocol (idCheck.onReady → idCheck.init with the access token →
 *   idCheck.onApplicantSubmitted / idCheck.onApplicantStatusChanged) whose
 *   one button sends the documents: POST /websdk/submit, after which Sumsub
 *   "reviews" them as `nextReview` says and sends the webhooks.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { payloadDigest, requestSignature } from '../../engine/identity/sumsub-signing.ts'
import { StandinServer } from './standin-server.ts'

export const SUMSUB_KEYS = {
  SUMSUB_APP_TOKEN: 'sbx:standin-app-token-0123456789',
  SUMSUB_SECRET_KEY: 'standin-secret-key-0123456789abcdef',
  SUMSUB_WEBHOOK_SECRET: 'standin-webhook-secret-0123456789',
  SUMSUB_LEVEL_NAME: 'basic-kyc-level',
}

export interface SumsubDelivery {
  path: string
  body: string
  headers: Record<string, string>
}
export type SumsubDeliver = (delivery: SumsubDelivery) => Promise<number>

export interface StandinApplicant {
  id: string
  externalUserId: string
  levelName: string
  createdAt: string
  /** What the documents say, once "sent" (review()). */
  info: { firstName?: string; lastName?: string; firstNameEn?: string; lastNameEn?: string }
  review: {
    reviewStatus: string
    reviewResult?: Record<string, unknown>
  }
}

export const SUMSUB_WEBHOOK_PATH = '/v1/identity/callback/sumsub'

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => resolve(body))
  })
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex')

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** Sumsub's error shape. */
const failure = (res: ServerResponse, code: number, description: string) =>
  json(res, code, { code, description, correlationId: `req-${hex(8)}` })

/** createdAtMs as Sumsub writes it: "yyyy-MM-dd HH:mm:ss.fff" in UTC. */
export const createdAtMs = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '')

export class SumsubStandin extends StandinServer {
  readonly applicants = new Map<string, StandinApplicant>()
  readonly tokens: Array<{ token: string; userId: string; levelName: string }> = []
  /** Every request, for assertions on what the engine sent (and that it was signed). */
  readonly requests: Array<{ method: string; path: string; body: string; status: number }> = []
  /** Statuses to answer the next calls with (e.g. 503: Sumsub is down). */
  failNext: number[] = []
  /** What the review of documents sent from the WebSDK page answers. */
  nextReview: Parameters<SumsubStandin['reviewed']>[1] = {
    answer: 'GREEN',
    name: { first: 'Sara', last: 'Ahmadi' },
  }
  deliver: SumsubDeliver

  constructor(deliver: SumsubDeliver) {
    super()
    this.deliver = deliver
  }

  protected fail(res: ServerResponse, error: unknown): void {
    failure(res, 500, String(error))
  }

  /** The engine's configuration pointing at this stand-in. */
  env(): Record<string, string> {
    return { ...SUMSUB_KEYS, SUMSUB_API_URL: this.origin }
  }

  applicantOf(externalUserId: string): StandinApplicant | undefined {
    return [...this.applicants.values()].find((a) => a.externalUserId === externalUserId)
  }

  /** Sumsub's check of a request's signature: the keys' owner signed this very request. */
  private signed(req: IncomingMessage, path: string, body: string): boolean {
    const token = req.headers['x-app-token']
    const ts = Number(req.headers['x-app-access-ts'])
    const sig = req.headers['x-app-access-sig']
    if (token !== SUMSUB_KEYS.SUMSUB_APP_TOKEN || !Number.isInteger(ts)) return false
    if (Math.abs(Date.now() / 1000 - ts) > 60) return false
    const expected = requestSignature(
      SUMSUB_KEYS.SUMSUB_SECRET_KEY,
      ts,
      req.method ?? '',
      path,
      body,
    )
    return sig === expected
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = req.url ?? '/'
    const body = await read(req)
    if (path.startsWith('/websdk/')) return this.websdk(req, res, path, body)
    const record = (status: number) =>
      this.requests.push({ method: req.method ?? '', path, body, status })
    const forced = this.failNext.shift()
    if (forced !== undefined) {
      record(forced)
      return failure(res, forced, 'Service unavailable')
    }
    if (!this.signed(req, path, body)) {
      record(401)
      return failure(res, 401, 'Request signature mismatch')
    }
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
      record(415)
      return failure(res, 415, 'Content-Type must be application/json')
    }
    const url = new URL(path, 'http://sumsub.standin')
    const route = `${req.method} ${url.pathname}`
    const parsed = (body ? JSON.parse(body) : {}) as Record<string, unknown>
    if (route === 'POST /resources/applicants') {
      const levelName = url.searchParams.get('levelName')
      const externalUserId = String(parsed.externalUserId ?? '')
      if (!levelName || !externalUserId) {
        record(400)
        return failure(res, 400, 'levelName and externalUserId are required')
      }
      const existing = this.applicantOf(externalUserId)
      if (existing) {
        record(409)
        return failure(
          res,
          409,
          `Applicant with external user id '${externalUserId}' already exists: ${existing.id}`,
        )
      }
      const applicant: StandinApplicant = {
        id: hex(12),
        externalUserId,
        levelName,
        createdAt: new Date().toISOString().replace('T', ' ').slice(0, 19),
        info: {},
        review: { reviewStatus: 'init' },
      }
      this.applicants.set(applicant.id, applicant)
      record(200)
      return json(res, 200, { ...applicant, type: 'individual' })
    }
    if (route === 'POST /resources/accessTokens/sdk') {
      const userId = String(parsed.userId ?? '')
      const levelName = String(parsed.levelName ?? '')
      if (!userId || !levelName) {
        record(400)
        return failure(res, 400, 'userId and levelName are required')
      }
      const token = `_act-sbx-${hex(16)}`
      this.tokens.push({ token, userId, levelName })
      record(200)
      return json(res, 200, { token, userId })
    }
    const byExternal = /^\/resources\/applicants\/-;externalUserId=([^/]+)\/one$/.exec(url.pathname)
    const one = /^\/resources\/applicants\/([0-9a-f]{24})\/(one|status)$/.exec(url.pathname)
    const applicant = byExternal
      ? this.applicantOf(decodeURIComponent(byExternal[1] ?? ''))
      : one
        ? this.applicants.get(one[1] ?? '')
        : undefined
    if (req.method === 'GET' && (byExternal || one)) {
      if (!applicant) {
        record(404)
        return failure(res, 404, 'Applicant not found')
      }
      record(200)
      if (one?.[2] === 'status')
        return json(res, 200, {
          levelName: applicant.levelName,
          reviewStatus: applicant.review.reviewStatus,
          reviewResult: applicant.review.reviewResult,
        })
      return json(res, 200, { ...applicant, type: 'individual' })
    }
    record(404)
    return failure(res, 404, `No route ${route}`)
  }

  // ---- The WebSDK frame ------------------------------------------------------

  private async websdk(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    body: string,
  ): Promise<void> {
    if (req.method === 'GET' && path.startsWith('/websdk/websdk.html')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(WEBSDK_PAGE)
      return
    }
    if (req.method === 'POST' && path === '/websdk/submit') {
      const token = String((JSON.parse(body || '{}') as { token?: unknown }).token ?? '')
      const issued = this.tokens.find((t) => t.token === token)
      const applicant = issued && this.applicantOf(issued.userId)
      if (!applicant) return failure(res, 401, 'invalid-token')
      const pending = await this.send(this.submitted(applicant))
      const reviewed = await this.send(this.reviewed(applicant, this.nextReview))
      return json(res, 200, { pending, reviewed, review: applicant.review })
    }
    return failure(res, 404, 'No such WebSDK path')
  }

  // ---- What Sumsub sends ----------------------------------------------------

  /** A webhook body as Sumsub builds it, signed with the webhook secret. */
  webhook(
    applicant: StandinApplicant,
    type: string,
    extra: Record<string, unknown> = {},
    options: { at?: Date; secret?: string; algorithm?: 'HMAC_SHA256_HEX' | 'HMAC_SHA512_HEX' } = {},
  ): SumsubDelivery {
    const body = JSON.stringify({
      applicantId: applicant.id,
      inspectionId: hex(12),
      correlationId: `req-${hex(8)}`,
      levelName: applicant.levelName,
      externalUserId: applicant.externalUserId,
      type,
      sandboxMode: true,
      reviewStatus: applicant.review.reviewStatus,
      createdAtMs: createdAtMs(options.at ?? new Date()),
      applicantType: 'individual',
      ...extra,
    })
    const algorithm = options.algorithm ?? 'HMAC_SHA256_HEX'
    return {
      path: SUMSUB_WEBHOOK_PATH,
      body,
      headers: {
        'content-type': 'application/json',
        'x-payload-digest': payloadDigest(
          options.secret ?? SUMSUB_KEYS.SUMSUB_WEBHOOK_SECRET,
          body,
          algorithm,
        ),
        'x-payload-digest-alg': algorithm,
      },
    }
  }

  /** The trader sent documents: applicantPending. */
  submitted(applicant: StandinApplicant, at?: Date): SumsubDelivery {
    applicant.review = { reviewStatus: 'pending' }
    return this.webhook(applicant, 'applicantPending', {}, { at })
  }

  /**
   * Sumsub's review: GREEN, or RED with FINAL or RETRY; the documents'
   * name (Latin) becomes the applicant's info.
   */
  reviewed(
    applicant: StandinApplicant,
    review:
      | { answer: 'GREEN'; name?: { first: string; last: string } }
      | { answer: 'RED'; rejectType: 'FINAL' | 'RETRY'; labels?: string[]; comment?: string },
    at?: Date,
  ): SumsubDelivery {
    if (review.answer === 'GREEN' && review.name) {
      applicant.info = {
        firstName: review.name.first,
        lastName: review.name.last,
        firstNameEn: review.name.first,
        lastNameEn: review.name.last,
      }
    }
    const reviewResult =
      review.answer === 'GREEN'
        ? { reviewAnswer: 'GREEN' }
        : {
            reviewAnswer: 'RED',
            reviewRejectType: review.rejectType,
            rejectLabels: review.labels ?? ['UNSATISFACTORY_PHOTOS'],
            moderationComment: review.comment ?? 'The photos are not readable.',
            clientComment: 'Internal: the document photo was edited.',
          }
    applicant.review = { reviewStatus: 'completed', reviewResult }
    return this.webhook(applicant, 'applicantReviewed', { reviewResult }, { at })
  }

  async send(delivery: SumsubDelivery): Promise<number> {
    return this.deliver(delivery)
  }
}

/**
 * The stand-in WebSDK frame: the SDK's side of its postMessage protocol
 * (the parent only believes messages from the baseUrl's origin, with the
 * frame id it put in `?_=` and then the session id), and one button that
 * sends the documents.
 */
const WEBSDK_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Sumsub WebSDK stand-in</title>
<style>body{font:14px system-ui;margin:16px;color:#111;background:#fff}button{padding:8px 14px}</style></head>
<body><main><p id="what">Loading…</p><button id="send" hidden>Submit documents</button><p id="done" role="status"></p></main>
<script>
const frameId = (/[?&]_=([^&]*)/.exec(location.search) || [])[1];
const sessionId = 'sess-' + Math.random().toString(16).slice(2);
let token = null;
const post = (method, payload) => parent.postMessage(Object.assign({ method, sessionId, frameId }, payload || {}), '*');
window.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.method === 'idCheck.init') {
    token = data.accessToken;
    document.getElementById('what').textContent = 'Stand-in verification (' + (data.lang || 'en') + '): upload an ID document and a selfie.';
    document.getElementById('send').hidden = false;
    post('idCheck.onInitialized');
    post('idCheck.onResize', { height: 180 });
  }
});
document.getElementById('send').addEventListener('click', async () => {
  document.getElementById('send').disabled = true;
  const answer = await fetch('/websdk/submit', { method: 'POST', body: JSON.stringify({ token }) });
  const result = await answer.json();
  post('idCheck.onApplicantSubmitted');
  post('idCheck.onApplicantStatusChanged', result.review || {});
  document.getElementById('done').textContent = 'Documents sent.';
});
post('idCheck.onReady');
</script></body></html>`
