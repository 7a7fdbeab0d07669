import { expect, test } from '@playwright/test';

// A supplier's response record on its page and on the supplier card of its products.

const RECORD = /^(Replies to \d{1,3}% of inquiries(, usually within \d+ (minute|hour|day)s?)? \(inquiries and requirements on TradeSetu, last 90 days\)|New on TradeSetu — not enough inquiries yet to show a reply rate)$/;

test("a product's supplier card and the supplier's page say how the supplier replies, in the same words", async ({ page }) => {
  await page.goto('/product/basmati-rice');
  const card = page.getByRole('region', { name: /./ }).filter({ has: page.getByTestId('response-record') });
  const onProduct = (await page.getByTestId('response-record').innerText()).trim();
  expect(onProduct).toMatch(RECORD);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/suppliers\//);
  await expect(page.getByTestId('response-record')).toHaveText(onProduct);
});
