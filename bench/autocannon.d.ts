/** The part of autocannon 8's API the benches use (it ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    headers?: Record<string, string>
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
    total: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    non2xx: number
    errors: number
    timeouts: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
