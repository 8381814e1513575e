/** What the live connection does with what it cannot trust: frames and screens' handlers. */

export function parse<T>(data: unknown): T | undefined {
  if (typeof data !== 'string') return undefined
  try {
    return JSON.parse(data) as T
  } catch {
    return undefined
  }
}

/** A failing handler must not stop the others. */
export function run(handler: () => void): void {
  try {
    handler()
  } catch (error) {
    console.error('live event handler failed', error)
  }
}
