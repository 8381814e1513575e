/**
 * Servers that tests start listen on 127.0.0.1 in 9100-9199 (the range this
 * machine gives us), on the first free port: parallel test files never clash.
 */
import type { Server } from 'node:net'

export const PORT_RANGE = { from: 9100, to: 9199 }

/** Listens on the first free port of the range, starting at a random offset; answers the port. */
export async function listenInRange(server: Server): Promise<number> {
  const size = PORT_RANGE.to - PORT_RANGE.from + 1
  const offset = Math.floor(Math.random() * size)
  for (let i = 0; i < size; i++) {
    const port = PORT_RANGE.from + ((offset + i) % size)
    const ok = await new Promise<boolean>((resolve, reject) => {
      const onError = (error: NodeJS.ErrnoException) => {
        server.off('listening', onListening)
        if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false)
        else reject(error)
      }
      const onListening = () => {
        server.off('error', onError)
        resolve(true)
      }
      server.once('error', onError)
      server.once('listening', onListening)
      server.listen(port, '127.0.0.1')
    })
    if (ok) return port
  }
  throw new Error(`no free port in ${PORT_RANGE.from}-${PORT_RANGE.to}`)
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}
