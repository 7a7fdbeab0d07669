import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerCompany } from './support/accounts';
import { withServerDatabase } from './support/database';

// Issue 18, point 6 (DPDP Act 2023): a new member downloads their data, asks for their account to
// be deleted, changes their mind, and asks again.
test('a fresh member downloads their data, requests deletion, cancels it and requests it again', async ({ page }) => {
  const account = await registerCompany(page.request);

  await page.goto('/account');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-data').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tradesetu-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(zip.includes('data.json')).toBe(true);

  const requestDeletion = async () => {
    await page.getByLabel('Your password').fill(account.password);
    await page.getByLabel(/Delete my account after \d+ days/).check();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('status')).toContainText(/Your account will be deleted on \d{1,2} \w+ \d{4}/);
    await expect(page.getByTestId('deletion-pending')).toBeVisible();
  };

  // A wrong password is refused beside the field.
  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByLabel(/Delete my account after \d+ days/).check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('That is not your password')).toBeVisible();

  await requestDeletion();
  await page.getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(page.getByRole('status')).toHaveText('Deletion cancelled: your account stays as it is.');
  await expect(page.getByTestId('deletion-pending')).toHaveCount(0);

  await requestDeletion();
  const subjects = await withServerDatabase(async (client) => (await client.query<{ subject: string }>('SELECT subject FROM outbox_emails WHERE "to" = $1 ORDER BY id', [account.email])).rows.map((row) => row.subject));
  expect(subjects.filter((subject) => /will be deleted on|will not be deleted/.test(subject))).toEqual([
    expect.stringMatching(/will be deleted on/),
    expect.stringMatching(/will not be deleted/),
    expect.stringMatching(/will be deleted on/),
  ]);
});
