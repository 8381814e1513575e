/**
 * Preloaded into both services by `npm start` (node --import). Node's
 * bundled undici can close a response body's stream after its reader
 * cancelled it (a browser that left mid-download) and throw
 * ERR_INVALID_STATE "ReadableStream is already closed" where no code can
 * catch it (nodejs/undici#5715, fixed upstream by #5716, not yet in the
 * Node we ship). That stream is finished either way, so the service goes
 * on; any other uncaught error still ends the process, as Node would.
 */
process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
  if (
    error.code === 'ERR_INVALID_STATE' &&
    error.message.includes('ReadableStream is already closed')
  ) {
    return
  }
  console.error(error)
  process.exit(1)
})
