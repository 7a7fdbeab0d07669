import { sql } from 'drizzle-orm';
import { catalogueChanged } from '~/services/catalog/catalogue-events.server';
import type { Transaction } from '~/services/db/client.server';

/**
 * What deleting an account does to the companies it belongs to (docs/decisions/0031). A company
 * with another owner stays, losing only the contact details that were this person's. A company
 * the person owns alone is closed: it leaves every public read the way a suspension does (reason
 * below), its listings are archived, its open requirements closed, its contact details, photos,
 * documents, API tokens and team removed. Its name, identifiers and deals stay: the other side's
 * threads, purchase orders and reviews refer to them.
 */
export const CLOSED_REASON = 'Closed: its owner deleted their account.';

export interface CompanyFiles {
  private: string[];
  uploads: string[];
  closedCompanies: number;
}

interface Person {
  id: number;
  email: string;
  name: string;
  mobile: string | null;
}

async function closeCompany(tx: Transaction, companyId: number, now: Date, files: CompanyFiles): Promise<void> {
  const at = now.toISOString();
  await tx.execute(sql`
    UPDATE companies SET suspended_at = coalesce(suspended_at, ${at}), suspended_reason = ${CLOSED_REASON}, owner_user_id = NULL,
      contact_name = '', designation = '', mobile = '', email = '', address = '', pin = NULL, website = NULL, updated_at = ${at}
    WHERE id = ${companyId}`);
  await tx.execute(sql`UPDATE products SET status = 'archived', status_reason = ${CLOSED_REASON}, updated_at = ${at} WHERE company_id = ${companyId} AND status <> 'archived'`);
  await tx.execute(sql`UPDATE requirements SET status = 'closed', closed_reason = ${CLOSED_REASON}, closed_at = ${at} WHERE buyer_company_id = ${companyId} AND status IN ('open', 'quoted')`);
  const photos = await tx.execute<{ key: string; thumb: string }>(sql`DELETE FROM company_photos WHERE company_id = ${companyId} RETURNING storage_key AS key, thumb_key AS thumb`);
  files.uploads.push(...photos.rows.flatMap((row) => [row.key, row.thumb]));
  const documents = await tx.execute<{ key: string }>(sql`DELETE FROM company_documents WHERE company_id = ${companyId} RETURNING storage_key AS key`);
  files.private.push(...documents.rows.map((row) => row.key));
  await tx.execute(sql`DELETE FROM api_tokens WHERE company_id = ${companyId}`);
  await tx.execute(sql`DELETE FROM company_invitations WHERE company_id = ${companyId} AND accepted_at IS NULL`);
  await tx.execute(sql`DELETE FROM company_members WHERE company_id = ${companyId}`);
  // It and its listings leave search, menus and figures in every process when this commits.
  await catalogueChanged(tx);
  files.closedCompanies += 1;
}

/** Closes the companies `person` owns alone and clears their contact details from the others; answers the files to remove. */
export async function closeSoleOwnedCompanies(tx: Transaction, person: Person, now: Date): Promise<CompanyFiles> {
  const files: CompanyFiles = { private: [], uploads: [], closedCompanies: 0 };
  const companies = await tx.execute<{ id: number; sole: boolean }>(sql`
    SELECT c.id,
      (m.role = 'owner' OR (m.role IS NULL AND c.owner_user_id = ${person.id}))
        AND NOT EXISTS (SELECT 1 FROM company_members o WHERE o.company_id = c.id AND o.role = 'owner' AND o.user_id <> ${person.id}) AS sole
    FROM companies c LEFT JOIN company_members m ON m.company_id = c.id AND m.user_id = ${person.id}
    WHERE m.user_id IS NOT NULL OR c.owner_user_id = ${person.id}
    FOR UPDATE OF c`);
  for (const company of companies.rows) {
    if (company.sole) {
      await closeCompany(tx, company.id, now, files);
      continue;
    }
    await tx.execute(sql`
      UPDATE companies SET
        contact_name = CASE WHEN contact_name = ${person.name} THEN '' ELSE contact_name END,
        email = CASE WHEN lower(email) = ${person.email.toLowerCase()} THEN '' ELSE email END,
        mobile = CASE WHEN mobile = ${person.mobile ?? ''} THEN '' ELSE mobile END,
        owner_user_id = CASE WHEN owner_user_id = ${person.id} THEN NULL ELSE owner_user_id END
      WHERE id = ${company.id}`);
  }
  return files;
}
