import { expect, test } from '@playwright/test';
import { registerCompany } from './support/accounts';
import { withServerDatabase } from './support/database';
import { demoAdmin, logIn } from './support/login';

/**
 * Issue 17: the administrator finds a company by its GSTIN and suspends it with a reason. A member
 * signed in elsewhere is signed out on the next click and cannot log in (they read why), and the
 * company's product leaves search and its page; restoring brings both back, and the company page
 * lists both actions.
 */
test('an administrator suspends a company: its member is signed out and refused, its product is gone; restore brings it back', async ({ page, browser, request }) => {
  // An admin, the member (twice) and a visitor: about 30 s on a busy 2-core CI machine.
  test.slow();
  const seller = await registerCompany(request);
  const { gstin, product } = await withServerDatabase(async (client) => {
    const company = (await client.query<{ id: number; gstin: string }>('SELECT id, gstin FROM companies WHERE name = $1', [seller.companyName])).rows[0];
    if (!company) throw new Error('no company');
    // Registration lists the company's products live; one with a name of its own is searched for.
    const name = `Suspensiontest ${seller.companyName.split(' ').pop()} pickle`;
    const row = (await client.query<{ slug: string }>("UPDATE products SET name = $2 WHERE id = (SELECT id FROM products WHERE company_id = $1 AND status = 'live' ORDER BY id LIMIT 1) RETURNING slug", [company.id, name]))
      .rows[0];
    if (!row) throw new Error('no live product');
    return { gstin: company.gstin, product: { slug: row.slug, name } };
  });
  const searchWord = product.name.split(' ')[1]!;

  // The member is signed in, in a browser of their own.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logIn(member, seller, '/account');
  await expect(member).toHaveURL(/\/account/);

  await page.goto(`/search?q=${searchWord}`);
  await expect(page.getByRole('main').getByRole('link', { name: product.name }).first()).toBeVisible();

  await logIn(page, demoAdmin, '/admin/companies');
  const admin = page.getByRole('main');
  await admin.getByLabel('Name, slug, GSTIN, email, mobile or city').fill(gstin.toLowerCase());
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByRole('status')).toHaveText('1 company');
  await admin.getByRole('link', { name: seller.companyName }).click();
  await expect(admin.getByRole('heading', { level: 1, name: seller.companyName })).toBeVisible();

  const reason = 'Buyers reported counterfeit labels';
  await admin.getByLabel('Reason').fill(reason);
  await admin.getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.getByRole('status')).toContainText('The company is suspended');
  await expect(admin.getByTestId('suspended-notice')).toContainText(reason);

  // The member's next click finds them signed out, and logging in again is refused with the reason.
  await member.goto('/account');
  await expect(member).toHaveURL(/\/login/);
  const form = member.getByRole('main');
  await form.getByLabel(/email/i).fill(seller.email);
  await form.getByLabel(/password/i).fill(seller.password);
  await form.getByRole('button', { name: /log ?in/i }).click();
  await expect(form.getByRole('alert')).toContainText(`This account is suspended: ${reason}. If you think this is a mistake, write to`);
  await expect(member).toHaveURL(/\/login/);

  // The product is gone from search and its page.
  const visitor = await browser.newContext();
  const buyer = await visitor.newPage();
  await buyer.goto(`/search?q=${searchWord}`);
  await expect(buyer.getByRole('main').getByRole('link', { name: product.name })).toHaveCount(0);
  expect((await buyer.goto(`/product/${product.slug}`))?.status()).toBe(404);

  // Restore: the product is back, the member can log in.
  await admin.getByLabel('Note to the account').fill('Labels checked against the brand owner; all genuine');
  await admin.getByRole('button', { name: 'Restore' }).click();
  await expect(admin.getByRole('status')).toContainText('The company is restored');
  await expect(admin.getByTestId('suspended-notice')).toHaveCount(0);
  const audit = admin.getByTestId('audit-entries');
  await expect(audit).toContainText('suspended company');
  await expect(audit).toContainText('restored company');
  await expect(audit).toContainText(demoAdmin.email);
  await expect(audit).toContainText(reason);

  await buyer.goto(`/search?q=${searchWord}`);
  await expect(buyer.getByRole('main').getByRole('link', { name: product.name }).first()).toBeVisible();
  expect((await buyer.goto(`/product/${product.slug}`))?.status()).toBe(200);
  await form.getByLabel(/password/i).fill(seller.password);
  await form.getByRole('button', { name: /log ?in/i }).click();
  await expect(member).not.toHaveURL(/\/login/);

  // The member's login page: their company and team role, the session just opened; the staff page lists the administrator.
  await admin.getByRole('link', { name: 'Asha Rao' }).first().click();
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(admin).toContainText(seller.companyName);
  await expect(admin.getByTestId('session-count')).toHaveText('1');
  await expect(admin.getByRole('button', { name: 'Suspend' })).toBeVisible();
  await expect(admin.getByRole('combobox', { name: /^Role/ })).toHaveValue('member');
  await page.goto('/admin/staff');
  await expect(admin.getByTestId('staff-list')).toContainText(demoAdmin.email);
  await expect(admin.getByLabel('Staff role')).toBeVisible();
  await page.goto(`/admin/users?q=${encodeURIComponent(seller.email)}`);
  await expect(admin.getByRole('status')).toHaveText('1 login');

  await memberContext.close();
  await visitor.close();
});
