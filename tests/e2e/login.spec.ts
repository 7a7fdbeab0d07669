import { expect, test, type Page } from '@playwright/test';
import { registerCompany, uniqueEmail } from './support/accounts';
import { gotoHydrated } from './support/hydration';
import { useOwnClientAddress } from './support/login';

const WRONG = 'The email address or password is not right';

/** Registers an account through the app, then forgets the session so the page is a visitor again. */
async function accountAsVisitor(page: Page) {
  const account = await registerCompany(page.request);
  await page.context().clearCookies();
  return account;
}

/** Submits the /login page's form and waits for the server's answer (repeated alerts read the same). */
async function loginOnPage(page: Page, email: string, password: string) {
  const form = page.locator('main form[action="/login"]');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Password').fill(password);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/login') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Login' }).click();
  await answered;
}

test('login: the header modal logs in and returns to the page it was opened on', async ({ page }) => {
  const account = await accountAsVisitor(page);
  await gotoHydrated(page, '/subscription');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email Address').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await page.goto('/account');
  await expect(page.getByText(`Signed in as`)).toContainText(account.email);
});

test('login: /login logs in and goes back to the private page that asked for it', async ({ page }) => {
  const account = await accountAsVisitor(page);
  await page.goto('/account/products');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fproducts/);
  await loginOnPage(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account\/products$/);
  await expect(page.getByRole('heading', { name: 'Your products' })).toBeVisible();
});

test('login: logout ends the session', async ({ page }) => {
  const account = await registerCompany(page.request);
  await page.goto('/account');
  await expect(page.getByText('Signed in as')).toContainText(account.email);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount/);
});

test('login: a wrong password and an unknown email get the same message', async ({ page }) => {
  await useOwnClientAddress(page.context());
  const account = await accountAsVisitor(page);
  await page.goto('/login');
  await loginOnPage(page, account.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText(WRONG);
  await expect(page.locator('main [name="email"]')).toHaveValue(account.email);
  await loginOnPage(page, uniqueEmail('nobody'), 'not-the-password');
  await expect(page.getByRole('alert')).toContainText(WRONG);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
});

// Issue 18, finding 4: wrong passwords slow the next attempt down (never a lockout), and a
// browser that has logged in to the account before is not slowed by others' failures.
test('login: after four wrong passwords a new device is asked to wait a few seconds, then gets in', async ({ page }) => {
  await useOwnClientAddress(page.context());
  const account = await accountAsVisitor(page);
  await page.goto('/login');
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await loginOnPage(page, account.email, `wrong-${attempt}`);
    await expect(page.getByRole('alert'), `attempt ${attempt}`).toContainText(WRONG);
  }
  await loginOnPage(page, account.email, account.password);
  await expect(page.getByRole('alert')).toContainText('Too many wrong passwords for this account. Please wait');
  await expect(page).toHaveURL(/\/login/);
  await page.waitForTimeout(2_500);
  await loginOnPage(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
});

test('login: the wait after wrong passwords is a 429 that says when to try again, and a known device skips it', async ({ page, browser }) => {
  await useOwnClientAddress(page.context());
  const account = await accountAsVisitor(page);
  // This browser logs in once (it becomes a known device of the account), then logs out.
  await page.goto('/login');
  await loginOnPage(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.request.post('/logout', { maxRedirects: 0 });
  // Someone else, in another browser, guesses.
  const stranger = await browser.newContext();
  await useOwnClientAddress(stranger);
  const attempt = (password: string) => stranger.request.post('/login', { form: { email: account.email, password, redirectTo: '/' }, maxRedirects: 0 });
  for (let n = 1; n <= 4; n += 1) expect((await attempt(`wrong-${n}`)).status()).toBe(401);
  const refused = await attempt(account.password);
  expect(refused.status()).toBe(429);
  const wait = Number(refused.headers()['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(30);
  expect(await refused.text()).toContain('Too many wrong passwords for this account. Please wait');
  await stranger.close();
  const owner = await page.request.post('/login', { form: { email: account.email, password: account.password, redirectTo: '/' }, maxRedirects: 0 });
  expect(owner.status()).toBe(302);
});

test('login: a forgotten password is reset with the link from the outbox', async ({ page }) => {
  const account = await accountAsVisitor(page);
  const newPassword = 'mango-orchard-2024';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.locator('main').getByLabel('Email Address').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that email address');

  await page.goto('/dev/outbox');
  const email = page.getByTestId('outbox-email').filter({ hasText: `To: ${account.email}` }).filter({ hasText: 'Reset your' });
  await email.getByRole('link', { name: /\/reset-password\?token=/ }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something-else-entirely');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.locator('#reset-password-confirmPassword-error')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  // Wait for the logout to finish: /login sends a still signed-in visitor on to /account.
  await page.waitForURL((url) => !url.pathname.startsWith('/account'));
  await page.goto('/login');
  await loginOnPage(page, account.email, account.password);
  await expect(page.getByRole('alert')).toContainText(WRONG);
  await loginOnPage(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Signed in as')).toContainText(account.email);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('login: a refused login, a malformed reset request and different new passwords are answered by the server, beside the form', async ({ page }) => {
    const account = await accountAsVisitor(page);
    await page.goto('/login');
    const form = page.locator('main form[action="/login"]');
    await form.getByLabel('Email Address').fill(account.email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toContainText(WRONG);
    await expect(form.getByLabel('Email Address')).toHaveValue(account.email);
    await expect(form.getByLabel('Password')).toHaveValue('');
    await form.getByLabel('Password').fill(account.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/account$/);

    await page.context().clearCookies();
    await page.goto('/forgot-password');
    // The browser accepts an address without a dot in its domain; the shared schema does not.
    await page.locator('main').getByLabel('Email Address').fill('asha@localhost');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const email = page.locator('main').getByLabel('Email Address');
    await expect(page.locator('#forgot-password-email-error')).toContainText('Enter an email address like name@company.in');
    await expect(email).toHaveAttribute('aria-describedby', 'forgot-password-email-error');
    await expect(email).toHaveValue('asha@localhost');

    await email.fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account uses that email address');
    await page.goto('/dev/outbox');
    const mail = page.getByTestId('outbox-email').filter({ hasText: `To: ${account.email}` }).filter({ hasText: 'Reset your' });
    await mail.getByRole('link', { name: /\/reset-password\?token=/ }).click();
    const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
    await newPassword.fill('mango-orchard-2024');
    await page.getByLabel('Confirm new password').fill('something-else-entirely');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.locator('#reset-password-confirmPassword-error')).toContainText('The two passwords are different');
    await expect(page.getByLabel('Confirm new password')).toHaveAttribute('aria-describedby', 'reset-password-confirmPassword-error');
    await newPassword.fill('mango-orchard-2024');
    await page.getByLabel('Confirm new password').fill('mango-orchard-2024');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });
});
