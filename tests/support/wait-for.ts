/** Polls `check` until it holds (for hooks, where expect.poll is not allowed). */
export async function waitFor(check: () => boolean, timeoutMs = 5000, what = 'the condition') {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
