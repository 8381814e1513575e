// Every table, one file per area. Migrations are generated from this:
//   npm run db:generate
export * from './accounts.ts'
export * from './audit.ts'
export * from './catalogue.ts'
export * from './challenge-accounts.ts'
export * from './credit.ts'
export * from './evaluation.ts'
export * from './notifications.ts'
export * from './payments.ts'
export * from './real-account-requests.ts'
export * from './tickets.ts'
export * from './trading.ts'
export * from './withdrawals.ts'
