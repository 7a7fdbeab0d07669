import { expect, test } from '@playwright/test';
import { registerCompany, uniqueEmail } from './support/accounts';

test('team: an owner invites a sales colleague, who joins from the email, works leads but not the team or billing, and loses access once removed', async ({ page, browser }) => {
  const owner = await registerCompany(page.request);
  const colleagueEmail = uniqueEmail('sales');

  // The owner invites a colleague as Sales.
  await page.goto('/account/team');
  await expect(page.getByRole('heading', { name: `Team of ${owner.companyName}` })).toBeVisible();
  const invite = page.locator('#invite');
  await invite.getByLabel('Their email address').fill(colleagueEmail.toUpperCase());
  await invite.getByLabel('Role').selectOption('sales');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent an invitation' })).toHaveText(`We sent an invitation to ${colleagueEmail}.`);
  await expect(page.locator(`[data-invitation="${colleagueEmail}"]`)).toContainText('as Sales');

  // The colleague opens the email in their own browser and creates a login.
  const context = await browser.newContext();
  const colleague = await context.newPage();
  await colleague.goto('/dev/outbox');
  const email = colleague.getByTestId('outbox-email').filter({ hasText: `To: ${colleagueEmail}` }).filter({ hasText: 'invites you to' });
  await expect(email).toContainText('Sales: Answer inquiries and requirements');
  await email.getByRole('link', { name: /\/invitations\// }).click();
  await expect(colleague.getByRole('heading', { name: `Join ${owner.companyName}` })).toBeVisible();
  await expect(colleague.getByLabel('Email address')).toHaveValue(colleagueEmail);
  await colleague.getByLabel('Your name').fill('Meera Kulkarni');
  await colleague.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await colleague.getByLabel('Confirm password').fill('short');
  await colleague.getByRole('button', { name: 'Create login and join' }).click();
  await expect(colleague.locator('#invitation-signup-password-error')).toContainText('at least 8 characters');
  await expect(colleague.locator('#invitation-signup-consent-error')).toContainText('privacy notice');
  await colleague.locator('input[name="consent"]').check();
  await colleague.getByRole('textbox', { name: 'Password', exact: true }).fill('orchard-of-sweet-limes');
  await colleague.getByLabel('Confirm password').fill('orchard-of-sweet-limes');
  await colleague.getByRole('button', { name: 'Create login and join' }).click();
  await expect(colleague).toHaveURL(/\/account$/);

  // As Sales: the company's leads, the profile read-only, no team or billing.
  await expect(colleague.getByText('Signed in as Meera Kulkarni')).toContainText(`Sales at ${owner.companyName}`);
  await expect(colleague.getByTestId('profile-read-only')).toContainText('Only an owner can edit the company profile');
  await expect(colleague.getByRole('button', { name: 'Save profile' })).toHaveCount(0);
  const tabs = colleague.getByRole('navigation', { name: 'Account' });
  await expect(tabs.getByRole('link', { name: 'Inquiries' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: 'Billing' })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: 'Products' })).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Inquiries' }).click();
  await expect(colleague.getByRole('heading', { name: new RegExp(`Received by ${owner.companyName}`) })).toBeVisible();
  await colleague.goto('/account/billing');
  await expect(colleague.getByTestId('account-refusal')).toContainText('does not include the team, plans, billing and the company profile');
  await colleague.goto('/account/team');
  await expect(colleague.getByTestId('not-owner')).toContainText('Only an owner can manage the team');
  await expect(colleague.getByRole('button', { name: /Remove/ })).toHaveCount(0);

  // The owner removes the colleague, confirming first.
  await page.goto('/account/team');
  const row = page.locator(`[data-member="${colleagueEmail}"]`);
  await row.getByLabel('Yes, remove Meera Kulkarni').check();
  await row.getByRole('button', { name: 'Remove Meera Kulkarni' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is removed from the team' })).toContainText('Meera Kulkarni is removed from the team');
  await expect(page.locator(`[data-member="${colleagueEmail}"]`)).toHaveCount(0);

  // The colleague's next page load shows they are no longer part of the company.
  await colleague.goto('/account/inquiries');
  await expect(colleague.getByTestId('no-company-notice')).toContainText(`You are no longer part of ${owner.companyName}`);
  await expect(colleague.getByRole('heading', { name: new RegExp(`Received by ${owner.companyName}`) })).toHaveCount(0);
  await context.close();
});
