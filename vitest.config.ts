import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'seed/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // One PostgreSQL per run; every test file gets its own database cloned from a migrated,
          // seeded template (tests/integration/support/).
          globalSetup: ['tests/integration/support/global-setup.ts'],
          setupFiles: ['tests/integration/support/database-per-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          // HTTP-level attacks on the production build (run `npm run build` first) with its own
          // PostgreSQL: one server for the run, files one after another so rate limits and memory
          // readings are the test's own (tests/security/support/).
          globalSetup: ['tests/security/support/global-setup.ts'],
          setupFiles: ['tests/security/support/database.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 150_000,
        },
      },
    ],
  },
});
