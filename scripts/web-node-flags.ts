/**
 * Flags for the web node's Node process (`npm start` and the relay bench).
 * A young generation of 2 × 8 MB instead of V8's default 2 × 32 MB: a burst
 * of browsers reconnecting at once (a web node restart) then stays well under
 * 300 MB resident with 5 000 event streams, at no cost to their latency
 * (bench/README.md, "Realtime relay"). Operators who run
 * `scripts/web-server.ts` themselves pass the same flags. A smaller old
 * generation growth (`--heap-growing-percent=30`) cuts the peak under SSR
 * load by a third but costs 15–25 % web CPU per page: not taken
 * (docs/decisions/538).
 */
export const WEB_NODE_FLAGS = ['--max-semi-space-size=8']
