import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './engine/db/schema/index.ts',
  out: './engine/db/migrations',
  casing: 'snake_case',
})
