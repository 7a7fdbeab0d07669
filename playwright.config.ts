import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './tests/e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://localhost:${port}`;
// The chat journeys against an AI provider use a second app server pointed at a local fake
// OpenAI-compatible server; the default server keeps the built-in assistant.
const providerPort = port + 1;
const fakeOpenAIPort = port + 2;
// The helpers run on the Node that runs Playwright (the project's Node 24 under npm/npx), not on
// whatever `node` a shell finds first.
const node = JSON.stringify(process.execPath);

/**
 * Journeys run in Debian's Chromium against the production build on a fresh embedded PostgreSQL
 * (its data directory is created by tests/e2e/support/start-server.ts and removed afterwards).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI only: a pass on retry is reported as "flaky" in the output, never hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // The per-test timeout guards against a hung journey; it is not a speed check (speed is measured
  // in bench/). CI machines are shared and slow (two CPUs running two browsers and three servers),
  // where long journeys took 30 s and more, so CI allows twice the time; test.slow() triples that.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /chat-provider\.spec\.ts$/ },
    { name: 'chat-provider', use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${providerPort}` }, testMatch: /chat-provider\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: `${node} --import tsx tests/e2e/support/start-server.ts`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(port) },
    },
    {
      command: `${node} --import tsx tests/e2e/support/fake-openai.ts`,
      port: fakeOpenAIPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_OPENAI_PORT: String(fakeOpenAIPort) },
    },
    {
      command: `${node} --import tsx tests/e2e/support/start-server.ts`,
      url: `http://localhost:${providerPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_PORT: String(providerPort),
        AI_BASE_URL: `http://127.0.0.1:${fakeOpenAIPort}/v1`,
        AI_API_KEY: 'test',
        AI_MODEL: 'grok-3',
        AI_TIMEOUT_MS: '1500',
      },
    },
  ],
});
