/**
 * Generates what type checking needs before any build: paraglide's messages.
 * Then exits: the compile leaves seventeen 30 s timers behind (set by the
 * @lix-js/sdk wasm it runs on) that would keep this process idle for ~30 s
 * after the files are written (issue 19; scripts/build-web.ts does the same).
 */
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../paraglide.options.ts'

await compile(paraglideOptions)
process.exit(0)
