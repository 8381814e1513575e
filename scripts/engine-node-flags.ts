/**
 * Flags for the engine's Node process (`npm start`, and the memory bench's
 * "as npm start runs it"), docs/decisions/536:
 * - a young generation of 2 × 8 MB instead of V8's default (up to 2 × 32 MB,
 *   which the simulated feed's ticks fill and V8 then keeps);
 * - on PGlite, `--liftoff-only`: PGlite's wasm stays on V8's baseline
 *   compiler, whose code and compile memory are a fraction of TurboFan's.
 * Operators who run `engine/main.ts` themselves pass the same flags.
 */
export function engineNodeFlags(env: { DATABASE_URL?: string | undefined }): string[] {
  return ['--max-semi-space-size=8', ...(env.DATABASE_URL ? [] : ['--liftoff-only'])]
}
