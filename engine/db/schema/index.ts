// Every table, one file per area. Migrations are generated from this:
//   npm run db:generate
export * from './accounts.ts'
export * from './challenge-accounts.ts'
export * from './credit.ts'
export * from './trading.ts'
