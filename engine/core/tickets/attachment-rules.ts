/**
 * What a ticket accepts as an attachment, decided by the bytes, never by
 * the name or the type the client claims: images, PDF (recognised by
 * file-type from their signatures) and plain text (valid UTF-8 with no NUL
 * byte). Everything else, an executable renamed .png included, is refused.
 * Pure: the shell reads the upload and stores what passes.
 */
import { fileTypeFromBuffer } from 'file-type'

export interface UploadLimits {
  maxFiles: number
  maxFileMb: number
}

/** A refusal as an English template and its parameters (translated by the shell). */
export interface UploadProblem {
  text: string
  params: Record<string, string | number>
}

export const uploadTexts = {
  tooMany: 'You can attach at most {max} files.',
  tooLarge: '“{name}” is larger than {max} MB.',
  empty: '“{name}” is empty.',
  notAllowed: '“{name}” is not an allowed file type: attach images, PDF or plain text.',
} as const

export interface AcceptedType {
  mime: string
  /** Extensions a download name may keep; the first is added when the name has none of them. */
  extensions: readonly string[]
}

const BINARY_TYPES: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/bmp': ['bmp'],
  'image/tiff': ['tif', 'tiff'],
  'image/heic': ['heic'],
  'image/heif': ['heif'],
  'application/pdf': ['pdf'],
}

/** Plain text keeps these names; anything else (.html, .sh, .svg) gets .txt added. */
const TEXT_TYPE: AcceptedType = {
  mime: 'text/plain',
  extensions: ['txt', 'text', 'log', 'csv', 'md', 'json'],
}

export function maxFileBytes(limits: UploadLimits): number {
  return Math.floor(limits.maxFileMb * 1024 * 1024)
}

/** Count and size problems, known before any byte is read. */
export function limitProblems(
  files: ReadonlyArray<{ name: string; size: number }>,
  limits: UploadLimits,
): UploadProblem[] {
  const problems: UploadProblem[] = []
  if (files.length > limits.maxFiles) {
    problems.push({ text: uploadTexts.tooMany, params: { max: limits.maxFiles } })
  }
  const maxBytes = maxFileBytes(limits)
  for (const file of files) {
    const name = displayName(file.name)
    if (file.size === 0) problems.push({ text: uploadTexts.empty, params: { name } })
    else if (file.size > maxBytes) {
      problems.push({ text: uploadTexts.tooLarge, params: { name, max: limits.maxFileMb } })
    }
  }
  return problems
}

/** The accepted type of these bytes, or undefined when they are not allowed. */
export async function acceptedTypeOf(bytes: Uint8Array): Promise<AcceptedType | undefined> {
  const detected = await fileTypeFromBuffer(bytes)
  if (detected) {
    const extensions = BINARY_TYPES[detected.mime]
    return extensions ? { mime: detected.mime, extensions } : undefined
  }
  return isPlainText(bytes) ? TEXT_TYPE : undefined
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** Valid UTF-8 with no NUL byte (binary formats file-type does not know fail one or the other). */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false
  try {
    utf8.decode(bytes)
    return true
  } catch {
    return false
  }
}

const UNSAFE_IN_NAMES = new Set('"*/:<>?\\|')

/**
 * Control characters, characters unsafe in file names or headers, and
 * bidirectional marks and overrides (which make "gnp.exe" read as "exe.png").
 */
function isUnsafe(character: string): boolean {
  const code = character.codePointAt(0) ?? 0
  return (
    code < 0x20 ||
    code === 0x7f ||
    UNSAFE_IN_NAMES.has(character) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
}

const MAX_NAME = 120

/** A name safe to show and to offer on download, ending in an extension of its type. */
export function downloadName(original: string, type: AcceptedType): string {
  const base = displayName(original)
  const dot = base.lastIndexOf('.')
  // Stryker disable next-line EqualityOperator,StringLiteral: displayName drops leading dots (dot is never 0), and no type lists the no-extension fallback
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
  if (type.extensions.includes(extension)) return base
  const added = type.extensions[0] ?? 'bin'
  return `${cut(base, MAX_NAME - added.length - 1).trimEnd()}.${added}`
}

/** The last path segment of a client's file name, cleaned; "attachment" when nothing is left. */
export function displayName(original: string): string {
  // Stryker disable next-line StringLiteral: split always gives at least one segment
  const last = original.split(/[/\\]/).at(-1) ?? ''
  const cleaned = [...last]
    .filter((character) => !isUnsafe(character))
    .join('')
    .replace(/\s+/g, ' ')
    // Leading dots and the spaces between them (". a"): no hidden files, no leading blank.
    .replace(/^[.\s]+/, '')
    .trimEnd()
  const name = cleaned === '' ? 'attachment' : cleaned
  if ([...name].length <= MAX_NAME) return name
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : ''
  return cut(name, MAX_NAME - [...extension].length).trimEnd() + extension
}

/** The first `length` characters (code points, so no emoji is cut in half). */
function cut(text: string, length: number): string {
  return [...text].slice(0, length).join('')
}
