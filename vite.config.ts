import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { bootAppConfig } from './app.config.ts'
import { paraglideOptions } from './paraglide.options.ts'
import { chunkGroups } from './scripts/chunk-groups.ts'
import { serverFnId } from './scripts/server-fn-id.ts'
import { chunkMap } from './scripts/vite-chunk-map.ts'
import { trimUnused } from './scripts/vite-trim-unused.ts'

/**
 * `vite dev` parses the web's configuration when it starts, as the
 * production server does: a bad variable stops it there, not on the first
 * request that reads it. The server modules read the same parse
 * (app/server/process-shared.server.ts). A build reads no configuration.
 */
const configAtBoot: Plugin = {
  name: 'proptrade:config-at-boot',
  apply: 'serve',
  configureServer() {
    bootAppConfig()
  },
}

export default defineConfig({
  server: { port: 3000 },
  resolve: {
    tsconfigPaths: true,
  },
  environments: {
    client: {
      build: {
        // No dependency lists on the lazy imports: they named every chunk of the
        // site in the entry that /signin loads (~3 KB gzip and growing with each
        // page); the server's modulepreload links cover a first load, and the
        // router's intent preloading a navigation (decision 629).
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Each group and what it holds: scripts/chunk-groups.ts (checked by tests/build/chunks.test.ts).
              groups: chunkGroups,
            },
          },
        },
      },
    },
  },
  plugins: [
    configAtBoot,
    trimUnused(),
    chunkMap(),
    paraglideVitePlugin(paraglideOptions),
    tailwindcss(),
    tanstackStart({
      srcDirectory: 'app',
      // Short ids: the browser bundle carries one per server function.
      serverFns: {
        generateFunctionId: ({ filename, functionName }) => serverFnId(filename, functionName),
      },
    }),
    viteReact(),
  ],
})
