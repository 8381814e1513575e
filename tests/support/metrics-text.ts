/**
 * Reads a Prometheus text exposition into series → value, so a test can
 * scrape before and after some work and assert exact deltas.
 */
export type Series = Map<string, number>

/** `name{a="1",b="2"}` with labels sorted, as the key of one series. */
export function seriesKey(name: string, labels: Record<string, string> = {}): string {
  const pairs = Object.entries(labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}="${v}"`)
  return pairs.length > 0 ? `${name}{${pairs.join(',')}}` : name
}

export function parseMetrics(text: string): Series {
  const series: Series = new Map()
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)/.exec(line)
    if (!match?.[1] || match[3] === undefined) continue
    const labels: Record<string, string> = {}
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      if (pair[1]) labels[pair[1]] = pair[2] ?? ''
    series.set(seriesKey(match[1], labels), Number(match[3]))
  }
  return series
}

/** The value of one series (0 when absent: a counter not yet incremented). */
export function seriesValue(series: Series, name: string, labels: Record<string, string> = {}) {
  return series.get(seriesKey(name, labels)) ?? 0
}

/** after − before of one series. */
export function delta(
  before: Series,
  after: Series,
  name: string,
  labels: Record<string, string> = {},
): number {
  return seriesValue(after, name, labels) - seriesValue(before, name, labels)
}
