/**
 * Password hashing: argon2id at OWASP's first recommended setting
 * (19 MiB, 2 passes, 1 lane). It is slow on purpose; bench/README.md says
 * what it costs. Hashes made under older settings are redone at sign-in.
 */
import { hash, parseOptions, verify } from '@node-rs/argon2'
import { passwordWork } from './password-work.ts'

export const ARGON2_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

/** Hashes a new password, in a slot of the process's password work (503 when full). */
export function hashPassword(password: string): Promise<string> {
  // @node-rs/argon2 defaults to argon2id v1.3 (its Algorithm is an ambient const enum).
  return passwordWork.run(() => hash(password, ARGON2_OPTIONS))
}

/**
 * Compares a password with a stored hash. An account without one (a
 * Google sign-up) is checked against a throwaway hash, so the answer takes
 * as long whether or not the e-mail has a password: timing tells nothing.
 * The caller runs it in a `passwordWork` ticket (sign-in reserves one
 * before counting the try, so a refused sign-in counts nothing).
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const target = stored ?? (await throwawayHash())
  try {
    const ok = await verify(target, password)
    return ok && stored !== null
  } catch {
    return false
  }
}

/** Whether a stored hash was made with other settings than today's. */
export function needsRehash(stored: string): boolean {
  try {
    const used = parseOptions(stored)
    return (
      !stored.startsWith('$argon2id$') ||
      used.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      used.timeCost !== ARGON2_OPTIONS.timeCost ||
      used.parallelism !== ARGON2_OPTIONS.parallelism
    )
  } catch {
    return true
  }
}

let throwaway: Promise<string> | undefined
function throwawayHash(): Promise<string> {
  throwaway ??= hash('throwaway password that matches no account', ARGON2_OPTIONS)
  return throwaway
}
