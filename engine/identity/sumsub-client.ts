/**
 * Sumsub's REST API, the three calls the engine makes (docs.sumsub.com):
 * create an applicant (POST /resources/applicants?levelName=…), an access
 * token for the WebSDK (POST /resources/accessTokens/sdk) and an applicant's
 * data (GET /resources/applicants/{id}/one), every request signed
 * (sumsub-signing.ts). Keys come from the engine's configuration and never
 * reach a log or an error message.
 */
import type { EngineConfig } from '../config.ts'
import { requestSignature } from './sumsub-signing.ts'

/** The three keys set: verification is on (docs/decisions/590). */
export function sumsubConfigured(config: EngineConfig): boolean {
  return Boolean(
    config.SUMSUB_APP_TOKEN && config.SUMSUB_SECRET_KEY && config.SUMSUB_WEBHOOK_SECRET,
  )
}

export class SumsubError extends Error {
  readonly status: number
  constructor(path: string, status: number) {
    // The path and status only: never a header, a key or the body.
    super(`Sumsub ${path} answered ${status}`)
    this.name = 'SumsubError'
    this.status = status
  }
}

type Json = Record<string, unknown>

async function call(
  config: EngineConfig,
  method: 'GET' | 'POST',
  pathWithQuery: string,
  body?: Json,
): Promise<{ status: number; json: Json }> {
  const raw = body === undefined ? '' : JSON.stringify(body)
  const ts = Math.floor(Date.now() / 1000)
  const response = await fetch(`${config.SUMSUB_API_URL.replace(/\/+$/, '')}${pathWithQuery}`, {
    method,
    headers: {
      accept: 'application/json',
      // Sumsub asks for it even on an empty body.
      'content-type': 'application/json',
      'x-app-token': config.SUMSUB_APP_TOKEN ?? '',
      'x-app-access-ts': String(ts),
      'x-app-access-sig': requestSignature(
        config.SUMSUB_SECRET_KEY ?? '',
        ts,
        method,
        pathWithQuery,
        raw,
      ),
    },
    body: method === 'GET' ? undefined : raw,
    signal: AbortSignal.timeout(10_000),
  })
  const text = await response.text()
  let json: Json = {}
  try {
    const parsed: unknown = text ? JSON.parse(text) : {}
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as Json
  } catch {
    // Not JSON: the status speaks.
  }
  return { status: response.status, json }
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)

/** Our user as Sumsub knows it (externalUserId and the SDK token's userId). */
export const externalUserIdOf = (userId: number) => `proptrade-user-${userId}`

export function userIdOfExternal(externalUserId: unknown): number | null {
  const match =
    typeof externalUserId === 'string' && /^proptrade-user-(\d{1,10})$/.exec(externalUserId)
  return match ? Number(match[1]) : null
}

/**
 * Creates the user's applicant at the configured level; an applicant that
 * already exists for the externalUserId (409) is looked up instead.
 */
export async function createApplicant(config: EngineConfig, userId: number): Promise<string> {
  const level = encodeURIComponent(config.SUMSUB_LEVEL_NAME)
  const externalUserId = externalUserIdOf(userId)
  const created = await call(config, 'POST', `/resources/applicants?levelName=${level}`, {
    externalUserId,
  })
  if (created.status === 200 || created.status === 201) {
    const id = str(created.json.id)
    if (id) return id
    throw new SumsubError('/resources/applicants', created.status)
  }
  if (created.status !== 409) throw new SumsubError('/resources/applicants', created.status)
  const path = `/resources/applicants/-;externalUserId=${encodeURIComponent(externalUserId)}/one`
  const found = await call(config, 'GET', path)
  const id = found.status === 200 ? str(found.json.id) : null
  if (!id) throw new SumsubError('/resources/applicants/-;externalUserId=…/one', found.status)
  return id
}

/** A WebSDK access token for the user at the configured level. */
export async function sdkAccessToken(
  config: EngineConfig,
  userId: number,
  ttlInSecs = 1800,
): Promise<string> {
  const answer = await call(config, 'POST', '/resources/accessTokens/sdk', {
    userId: externalUserIdOf(userId),
    levelName: config.SUMSUB_LEVEL_NAME,
    ttlInSecs,
  })
  const token = answer.status === 200 ? str(answer.json.token) : null
  if (!token) throw new SumsubError('/resources/accessTokens/sdk', answer.status)
  return token
}

export interface ApplicantName {
  firstName: string | null
  lastName: string | null
}

/**
 * The name verification confirmed: `info` holds what the documents say;
 * firstNameEn/lastNameEn are its Latin form when the document is in
 * another script, which is what the locked English name is compared with.
 */
export async function applicantName(
  config: EngineConfig,
  applicantId: string,
): Promise<ApplicantName> {
  const path = `/resources/applicants/${encodeURIComponent(applicantId)}/one`
  const answer = await call(config, 'GET', path)
  if (answer.status !== 200) throw new SumsubError('/resources/applicants/{id}/one', answer.status)
  const info = (answer.json.info ?? {}) as Json
  return {
    firstName: str(info.firstNameEn) ?? str(info.firstName),
    lastName: str(info.lastNameEn) ?? str(info.lastName),
  }
}
