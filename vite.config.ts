import { fileURLToPath } from 'node:url'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { paraglideOptions } from './paraglide.options.ts'
import { serverFnId } from './scripts/server-fn-id.ts'
import { trimUnused } from './scripts/vite-trim-unused.ts'

/**
 * What every page runs (React, the router, the query cache, Start's
 * client, forms, validation) ships as one chunk: one request and one gzip
 * dictionary instead of a dozen small shared chunks (docs/decisions/141).
 */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](history|router-core|react-router|store|react-store|start-client-core|react-start-client|react-start|router-ssr-query-core|react-router-ssr-query|form-core|react-form|pacer-lite)|seroval|seroval-plugins|cookie-es|clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-direction)[\\/]/

export default defineConfig({
  server: { port: 3000 },
  resolve: {
    tsconfigPaths: true,
    // nextstepjs imports next/navigation for an adapter we do not use (decision 220).
    alias: {
      'next/navigation': fileURLToPath(
        new URL('./app/components/tour/next-navigation-shim.ts', import.meta.url),
      ),
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework },
                {
                  name: 'forms',
                  test: /app[\\/](components[\\/](forms|auth)[\\/]|lib[\\/]auth[\\/]|lib[\\/]forms[\\/](?!money-schemas))/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    trimUnused(),
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
