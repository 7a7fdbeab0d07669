import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { registerCompany } from './support/accounts';
import { serverLogFile } from './support/server-log';

const logFile = serverLogFile(process.env.E2E_PORT ?? 3199);

interface LogLine {
  level: string;
  msg: string;
  requestId?: string;
  method?: string;
  route?: string;
  status?: number;
}

function logLines(): { raw: string[]; parsed: LogLine[] } {
  const raw = readFileSync(logFile, 'utf8').split('\n').filter((line) => line !== '');
  return { raw, parsed: raw.map((line) => JSON.parse(line) as LogLine) };
}

test('the server log is one JSON object a line with request ids, and never holds a password, a token or a reset link', async ({ page }) => {
  const account = await registerCompany(page.request);
  await page.context().clearCookies();
  const wrongPassword = `wrong-${randomBytes(6).toString('hex')}`;
  const newPassword = `new-${randomBytes(6).toString('hex')}`;
  const requestId = `journey-${randomBytes(6).toString('hex')}`;

  const refused = await page.request.post('/login', { form: { email: account.email, password: wrongPassword, redirectTo: '/' }, maxRedirects: 0 });
  expect(refused.status()).toBe(401);
  const login = await page.request.post('/login', {
    form: { email: account.email, password: account.password, redirectTo: '/' },
    headers: { 'X-Request-Id': requestId },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  expect(login.headers()['x-request-id']).toBe(requestId);

  await page.request.post('/forgot-password', { form: { email: account.email } });
  await page.goto('/dev/outbox');
  const mail = page.getByTestId('outbox-email').filter({ hasText: `To: ${account.email}` }).filter({ hasText: 'Reset your' });
  const resetLink = (await mail.getByRole('link', { name: /\/reset-password\?token=/ }).getAttribute('href')) ?? '';
  const token = new URL(resetLink, 'http://localhost').searchParams.get('token') ?? '';
  expect(token.length).toBeGreaterThan(20);
  await page.goto(resetLink);
  const reset = await page.request.post('/reset-password', { form: { token, password: newPassword, confirmPassword: newPassword }, maxRedirects: 0 });
  expect(reset.status()).toBe(302);
  // An address that does not decode is refused before any page runs, and leaves no plain-text line.
  expect((await page.request.get('/products/%E0%A4')).status()).toBe(400);
  // A method the page does not take is the client's mistake: its access line only, no stack.
  const wrongMethodId = `journey-405-${randomBytes(6).toString('hex')}`;
  expect((await page.request.post('/', { form: { q: 'x' }, headers: { 'X-Request-Id': wrongMethodId } })).status()).toBe(405);

  await expect.poll(() => logLines().parsed.some((line) => line.requestId === requestId && line.msg === 'request')).toBe(true);
  const { raw, parsed } = logLines();
  const access = parsed.find((line) => line.requestId === requestId && line.msg === 'request');
  expect(access).toMatchObject({ level: 'info', method: 'POST', route: '/login', status: 302 });
  expect(parsed.filter((line) => line.msg === 'request').every((line) => typeof line.requestId === 'string' && line.route !== undefined)).toBe(true);
  const text = raw.join('\n');
  for (const secret of [account.password, wrongPassword, newPassword, token, resetLink]) {
    expect(text, 'a secret reached the log').not.toContain(secret);
  }
  await expect.poll(() => logLines().parsed.some((line) => line.requestId === wrongMethodId && line.msg === 'request')).toBe(true);
  const refusalLines = logLines().parsed.filter((line) => line.requestId === wrongMethodId);
  expect(refusalLines).toEqual([expect.objectContaining({ msg: 'request', status: 405, level: 'info' })]);
  expect(logLines().raw.filter((line) => line.includes(wrongMethodId)).join('\n')).not.toMatch(/"err"|\n\s+at /);
});
