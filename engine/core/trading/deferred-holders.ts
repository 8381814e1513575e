/**
 * The holders a pair's first quote left unchecked (decision 510), lowest
 * account id first: sorted once when they are left, then taken from a
 * cursor, a batch per turn of the shell's event loop.
 */
export class DeferredHolders {
  private ids: number[] = []
  /** Those before it are taken. */
  private at = 0

  /** How many are left. */
  get size(): number {
    return this.ids.length - this.at
  }

  /** Leaves `holders` except those in `checked`, with any still left from before. */
  leave(holders: Iterable<number>, checked: ReadonlySet<number>): void {
    const left = this.ids.slice(this.at)
    for (const id of holders) if (!checked.has(id)) left.push(id)
    this.ids = left.sort((a, b) => a - b)
    this.at = 0
  }

  /** The next `limit` of them, lowest id first. */
  take(limit: number): number[] {
    const due = this.ids.slice(this.at, this.at + limit)
    this.at += due.length
    // Stryker disable next-line ConditionalExpression,BlockStatement: frees the taken ids; size and take answer the same without it
    if (this.at === this.ids.length) {
      this.ids = []
      this.at = 0
    }
    return due
  }
}
