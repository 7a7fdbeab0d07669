import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { registerCompany } from './accounts';
import { withServerDatabase } from './database';

/** A fresh company with its own browser, logged in (a buyer and a supplier of a deal each get one). */
export async function companyInBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerCompany(page.request);
  return { context, page, account };
}

/**
 * A deal a buyer may review: an inquiry from the buyer's login to the supplier (the database opens
 * its thread), which the supplier marked won. The inquiry and lead pages have their own journeys;
 * the review journeys start after.
 */
export async function wonDeal(buyerEmail: string, supplierName: string): Promise<{ supplierSlug: string; threadReference: string }> {
  return withServerDatabase(async (database) => {
    const buyer = await database.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [buyerEmail]);
    const supplier = await database.query<{ id: number; slug: string }>('SELECT id, slug FROM companies WHERE name = $1', [supplierName]);
    const supplierRow = supplier.rows[0];
    if (!buyer.rows[0] || !supplierRow) throw new Error('accounts not found');
    const reference = `INQ-${randomBytes(2).toString('hex').toUpperCase()}-${randomBytes(2).toString('hex').toUpperCase()}`;
    const inquiry = await database.query<{ id: number }>(
      `INSERT INTO inquiries (reference, company_id, buyer_user_id, buyer_name, buyer_email, buyer_mobile, quantity, unit, requirement)
       VALUES ($1, $2, $3, 'Asha Rao', $4, '+919876543210', 200, 'kg', 'Turmeric fingers, 200 kg to Bengaluru.') RETURNING id`,
      [reference, supplierRow.id, buyer.rows[0].id, buyerEmail],
    );
    const thread = await database.query<{ reference: string }>("UPDATE threads SET lead_status = 'won' WHERE inquiry_id = $1 RETURNING reference", [inquiry.rows[0]?.id]);
    return { supplierSlug: supplierRow.slug, threadReference: thread.rows[0]?.reference ?? '' };
  });
}
