import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { bootAppConfig } from './app.config.ts'
import { paraglideOptions } from './paraglide.options.ts'
import { serverFnId } from './scripts/server-fn-id.ts'
import { trimUnused } from './scripts/vite-trim-unused.ts'

/**
 * What every page runs (React, the router, the query cache, Start's
 * client, forms) ships as one chunk: one request and one gzip dictionary
 * instead of a dozen small shared chunks (docs/decisions/141). zod is not
 * in it: the pages that validate with it load it (decision 330).
 */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](history|router-core|react-router|store|react-store|start-client-core|react-start-client|react-start|router-ssr-query-core|react-router-ssr-query|form-core|react-form|pacer-lite)|seroval|seroval-plugins|cookie-es|clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-direction)[\\/]/

const forms =
  /app[\\/](components[\\/](forms[\\/]|ui[\\/](card|input)\.tsx)|lib[\\/]forms[\\/](digits|field-rules|server-errors)\.ts)|@tanstack[\\/](react-query[\\/].*[\\/]useMutation|query-core[\\/].*[\\/]mutationObserver)\.js/

const titles =
  /app[\\/]components[\\/](layout[\\/]panel-titles|staff[\\/]staff-titles)\.ts|paraglide[\\/]messages[\\/](page_(attachment|challenge_details|challenges|dashboard|demo|new_challenge|new_ticket|notifications|profile|real|real_withdraw|referral|ticket|tickets|trade)|staff_(console|account_title|nav_(account_requests|audit|catalogue|coupons|market|payments|real_withdrawals|referral_withdrawals|tickets|users)))\.js/

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
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework },
                // What every form uses, the terminal's order form too: fields, card,
                // the mutation hook. Listed before `auth`, which would else take
                // them along as its dependencies (decision 330).
                { name: 'forms', test: forms },
                // What the sign-in page needs of the sign-in family: its card, the Google
                // button, the session and its own checks. The other auth forms' checks
                // (schemas.ts, with their texts) and the sign-out page load with their
                // pages (decision 517).
                // The panel's and the console's page titles, with their texts: one chunk that
                // their routes' `head` loads, not one per message (decision 545).
                { name: 'titles', test: titles },
                {
                  name: 'auth',
                  test: /app[\\/](components[\\/]auth[\\/](auth-card|google-button)\.tsx|lib[\\/]auth[\\/]|lib[\\/]forms[\\/]sign-in-rules\.ts)/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    configAtBoot,
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
