/** Generates what type checking needs before any build: paraglide's messages. */
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../paraglide.options.ts'

await compile(paraglideOptions)
