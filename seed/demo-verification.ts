import { and, eq, inArray, sql } from 'drizzle-orm';
import { staffRolesAllowing } from '../app/domain/staff';
import { PdfDocument } from '../app/services/documents/pdf-document.server';
import type { Transaction } from '../app/services/db/client.server';
import { users } from '../app/services/db/schema/accounts';
import { companies } from '../app/services/db/schema/companies';
import { companyChecks } from '../app/services/db/schema/trust';
import { storePrivateFile } from '../app/services/requirements/private-files.server';
import { addDocument, decideCheckIn } from '../app/services/trust/verification-review.server';
import { runAutomaticChecks } from '../app/services/trust/verification.server';
import { suppliers as seedSuppliers } from './data/suppliers';

/** When the demo suppliers' documents are said to have been uploaded and reviewed. */
const REVIEWED_AT = new Date('2026-01-15T10:00:00+05:30');

/** A one-page PDF that says plainly it is demo data, with the company's GSTIN, name and address. */
async function demoCertificate(company: { name: string; gstin: string | null; address: string; city: string }): Promise<Uint8Array> {
  const pdf = new PdfDocument({ title: `Demo GST registration certificate — ${company.name}` });
  pdf.text('Demo GST registration certificate', { size: 18, bold: true });
  pdf.space(8);
  pdf.text('Demo data of the TradeSetu marketplace: not a document issued by the GST authorities.', { size: 10, color: '#b91c1c' });
  pdf.space(12);
  pdf.text(`Legal name: ${company.name}`);
  pdf.text(`GSTIN: ${company.gstin ?? ''}`);
  pdf.text(`Principal place of business: ${[company.address, company.city].filter(Boolean).join(', ')}`);
  return new Uint8Array(await pdf.finish());
}

/**
 * The demo suppliers go through the same workflow as real companies (docs/decisions/0021): the
 * automatic checks for every seeded company, and for the suppliers the demo data calls verified a
 * demo GST certificate uploaded and approved by a staff reviewer (the demo admin). Without any
 * staff member who verifies companies (a database seeded without demo accounts) no document is
 * decided, so no supplier is said to have documents reviewed. Idempotent.
 */
export async function seedDemoVerification(tx: Transaction): Promise<void> {
  // The seed's lock (seed-demo.ts): two processes starting at once decide each document once.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727274002)`);
  const slugs = seedSuppliers.map((supplier) => supplier.slug);
  const rows = await tx.select({ id: companies.id, slug: companies.slug, name: companies.name, gstin: companies.gstin, address: companies.address, city: companies.city }).from(companies).where(inArray(companies.slug, slugs));
  for (const row of rows) await runAutomaticChecks(tx, row.id, REVIEWED_AT);
  const [reviewer] = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.role, staffRolesAllowing('verify_companies'))).orderBy(users.id).limit(1);
  if (!reviewer) return;
  const verified = new Set(seedSuppliers.filter((supplier) => supplier.verified).map((supplier) => supplier.slug));
  for (const row of rows.filter((company) => verified.has(company.slug))) {
    const [already] = await tx.select({ id: companyChecks.id }).from(companyChecks).where(and(eq(companyChecks.companyId, row.id), eq(companyChecks.check, 'gst_certificate'))).limit(1);
    if (already) continue;
    const stored = await storePrivateFile('demo-gst-registration-certificate.pdf', await demoCertificate(row));
    await addDocument(tx, row.id, null, 'gst_certificate', stored, REVIEWED_AT);
    const [pending] = await tx.select({ id: companyChecks.id }).from(companyChecks).where(and(eq(companyChecks.companyId, row.id), eq(companyChecks.check, 'gst_certificate'), eq(companyChecks.status, 'pending'))).limit(1);
    if (!pending) continue;
    await decideCheckIn(tx, reviewer, { checkId: pending.id, decision: 'approve', reason: 'Demo data: the demo certificate shows this GSTIN, name and address.' }, REVIEWED_AT);
  }
}
