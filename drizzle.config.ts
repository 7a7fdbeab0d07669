import { defineConfig } from 'drizzle-kit';

// Generating migrations only needs the schema; applying them happens at start-up (server/database.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './app/services/db/schema/*.ts',
  out: './db/migrations',
  casing: 'snake_case',
});
