/**
 * Runs work one at a time per key (a trading account, a user) inside this
 * engine process. The engine is the single writer of trading state
 * (decision 121), so this is where two withdrawal requests of one account
 * are put in line: the second sees the balance the first left.
 */
export class KeyedLock {
  private readonly tails = new Map<string | number, Promise<unknown>>()

  run<T>(key: string | number, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve()
    const result = previous.then(work, work)
    const tail = result.catch(() => {})
    this.tails.set(key, tail)
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key)
    })
    return result
  }
}
