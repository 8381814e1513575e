/** PGlite's start parameters, shared by the engine and its initdb child. */
import { PGlite } from '@electric-sql/pglite'

/**
 * PGlite's start parameters: its own, with a 16 MB buffer pool instead of
 * Postgres's 128 MB. PGlite touches the whole pool at start, so the pool is
 * resident from the first second: with 128 MB PGlite alone held ~310 MB, with
 * 16 MB ~180 MB (issue 19, bench/README.md "Engine memory at idle"). Pages
 * the pool does not hold are read from the data directory's files through
 * the OS page cache.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']
