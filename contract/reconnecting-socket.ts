/**
 * The one reconnect loop (decision 646): the engine's exchange feeds
 * (Binance, Bybit) and the web's connections (the relay's socket to the
 * engine, the browser's live event stream) each hold a connection that may
 * drop, and open the next one after a pause that doubles up to a ceiling,
 * starts again from the first pause once a connection proved good, may be
 * jittered so that many clients do not come back in lockstep, and ends
 * with stop(). A subclass makes the socket and wires its listeners; it
 * tells the loop when the socket proved good (`resetBackoff`) and when it is
 * gone (`dropped`). The browser's live stream, whose EventSource reconnects
 * by itself and is reopened whenever its channels change, takes only the
 * schedule (`backoffMs`, `jittered`). Here beside the contract because both
 * services run it and the web never imports the engine; it imports nothing.
 */

/** What the loop needs of a socket: ws's, the standard WebSocket, an EventSource. */
export interface ClosableSocket {
  close(code?: number): void
}

export interface ReconnectOptions {
  /** The first pause after a drop. */
  initialBackoffMs: number
  /** The pause doubles up to this. */
  maxBackoffMs: number
  /** ± this share of each pause at random (0.2: 80–120 %); 0 by default. */
  jitter?: number
  /** Drops in a row before the pause doubles (one per address when several are tried in turn); 1 by default. */
  dropsPerStep?: number
  /** Node only: the pause does not keep the process alive. */
  unref?: boolean
  random?: () => number
}

/** The pause after `drops` drops in a row (0 for the first), before jitter. */
export function backoffMs(drops: number, options: ReconnectOptions): number {
  const step = Math.floor(drops / Math.max(1, options.dropsPerStep ?? 1))
  return Math.min(options.maxBackoffMs, options.initialBackoffMs * 2 ** step)
}

/** `pauseMs` moved at random by ± `jitter` of itself, to whole milliseconds. */
export function jittered(
  pauseMs: number,
  jitter: number,
  random: () => number = Math.random,
): number {
  return Math.round(pauseMs * (1 - jitter + 2 * jitter * random()))
}

export abstract class ReconnectingSocket<S extends ClosableSocket> {
  // Private to the loop (#): a subclass's own fields never clash with them.
  readonly #reconnect: ReconnectOptions
  #current: S | undefined
  #state: 'idle' | 'running' | 'stopped' = 'idle'
  #drops = 0
  #timer: ReturnType<typeof setTimeout> | undefined

  constructor(options: ReconnectOptions) {
    this.#reconnect = options
  }

  /** The socket of the current connection, open or opening; undefined during a pause. */
  protected get socket(): S | undefined {
    return this.#current
  }

  /** stop() was called (and start() not since). */
  get stopped(): boolean {
    return this.#state === 'stopped'
  }

  /** Drops since the last connection that proved good. */
  protected get dropsInARow(): number {
    return this.#drops
  }

  /** Opens the first connection; nothing while already running. */
  start(): void {
    if (this.#state === 'running') return
    this.#state = 'running'
    this.#openNext()
  }

  /** No more connections: the pending pause is cancelled and the current socket closed. */
  stop(): void {
    this.#state = 'stopped'
    clearTimeout(this.#timer)
    this.#timer = undefined
    const socket = this.#current
    this.#current = undefined
    if (socket) this.closeSocket(socket)
  }

  /** Makes the next socket and wires its listeners; its close calls `dropped(socket)`. */
  protected abstract connect(): S

  /** How stop() closes a socket (a subclass may terminate it, or give a code). */
  protected closeSocket(socket: S): void {
    socket.close()
  }

  /** Whether `socket` is the current connection's (a late event of an old one is not). */
  protected isCurrent(socket: S): boolean {
    return socket === this.#current
  }

  /** The connection proved good: the next drop starts again from the first pause. */
  protected resetBackoff(): void {
    this.#drops = 0
  }

  /**
   * `socket` is gone: the next connection opens after the pause, which
   * `adjust` may change (at once, the slowest pace). Returns the pause, or
   * undefined when `socket` was not the current one or the loop is stopped.
   */
  protected dropped(socket: S, adjust?: (pauseMs: number) => number): number | undefined {
    if (socket !== this.#current) return undefined
    this.#current = undefined
    if (this.#state !== 'running') return undefined
    let pause = backoffMs(this.#drops, this.#reconnect)
    if (adjust) pause = adjust(pause)
    this.#drops++
    pause = jittered(pause, this.#reconnect.jitter ?? 0, this.#reconnect.random)
    clearTimeout(this.#timer)
    const timer = setTimeout(() => {
      this.#timer = undefined
      this.#openNext()
    }, pause)
    if (this.#reconnect.unref && typeof timer === 'object' && 'unref' in timer) timer.unref()
    this.#timer = timer
    return pause
  }

  #openNext(): void {
    if (this.#state !== 'running') return
    this.#current = this.connect()
  }
}
