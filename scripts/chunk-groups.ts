/**
 * The browser build's manual chunk groups (vite.config.ts), each with what
 * its name says it holds; tests/build/chunks.test.ts checks the build
 * against them after `npm run build` (decision 629).
 */

/**
 * What every page runs (React, the router, the query cache, Start's
 * client, forms): one request and one gzip dictionary instead of a dozen
 * small shared chunks (docs/decisions/141). zod is not in it: the pages
 * that validate with it load it (decision 330). Only the entry imports
 * the group, so Rolldown puts it in the entry chunk itself.
 */
export const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'use-sync-external-store',
  '@tanstack/history',
  '@tanstack/router-core',
  '@tanstack/react-router',
  '@tanstack/store',
  '@tanstack/react-store',
  '@tanstack/start-client-core',
  '@tanstack/react-start-client',
  '@tanstack/react-start',
  '@tanstack/router-ssr-query-core',
  '@tanstack/react-router-ssr-query',
  '@tanstack/form-core',
  '@tanstack/react-form',
  '@tanstack/pacer-lite',
  'seroval',
  'seroval-plugins',
  'cookie-es',
  'clsx',
  'class-variance-authority',
  '@radix-ui/react-direction',
] as const

const asPattern = (name: string) => name.replace(/[.]/g, '\\.').replace('/', '[\\\\/]')

const framework = new RegExp(
  `node_modules[\\\\/](${FRAMEWORK_PACKAGES.map(asPattern).join('|')})[\\\\/]`,
)

/** What every form uses, the terminal's order form too: fields, card, the mutation hook. */
const forms =
  /app[\\/](components[\\/](forms[\\/]|ui[\\/](card|input)\.tsx)|lib[\\/]forms[\\/](digits|field-rules|server-errors)\.ts)|@tanstack[\\/](react-query[\\/].*[\\/]useMutation|query-core[\\/].*[\\/]mutationObserver)\.js/

/** The panel's and the console's page titles, with their texts: one chunk their routes' `head` loads, not one per message (decision 545). */
const titles =
  /app[\\/]components[\\/](layout[\\/]panel-titles|staff[\\/]staff-titles)\.ts|paraglide[\\/]messages[\\/](page_(attachment|challenge_details|challenges|dashboard|demo|new_challenge|new_ticket|notifications|profile|real|real_withdraw|referral|ticket|tickets|trade)|staff_(console|account_title|nav_(account_requests|audit|catalogue|coupons|market|payments|real_withdrawals|referral_withdrawals|tickets|users)))\.js/

/**
 * What the sign-in page needs of the sign-in family: its card, the Google
 * button, the session and its own checks. The other auth forms' checks
 * (schemas.ts, with their texts) and the sign-out page load with their
 * pages (decision 517).
 */
const auth =
  /app[\\/](components[\\/]auth[\\/](auth-card|google-button)\.tsx|lib[\\/]auth[\\/]|lib[\\/]forms[\\/]sign-in-rules\.ts)/

export const chunkGroups = [
  { name: 'framework', test: framework },
  // Before `auth`, which would else take them along as its dependencies (decision 330).
  { name: 'forms', test: forms },
  { name: 'titles', test: titles },
  { name: 'auth', test: auth },
]
