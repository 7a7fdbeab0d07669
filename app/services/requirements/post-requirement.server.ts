import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { config } from '~/config.server';
import { stateByGstCode } from '~/domain/india-states';
import { MAX_REQUIREMENT_ATTACHMENTS, requirementExpiry, requirementReference, type RequirementInput } from '~/domain/requirement';
import { db, transaction } from '~/services/db/client.server';
import { categories, subcategories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { requirements, type PrivateFile } from '~/services/db/schema/requirements';
import { AppError, ForbiddenError, ValidationError } from '~/services/errors.server';
import { logger } from '~/services/logging/logger.server';
import { notifyCompany } from '~/services/notifications/notify.server';
import { findSupplierMatches, recordMatches } from '~/services/requirements/matching.server';
import { deletePrivateFiles, storePrivateFile } from '~/services/requirements/private-files.server';
import { companyAllowing } from '~/services/accounts/membership.server';

export interface AttachmentUpload {
  name: string;
  bytes: Uint8Array;
}

/** What posting answered: the requirement's reference, and whether this call made it (false: a retry of one already posted). */
export interface PostedRequirement {
  reference: string;
  created: boolean;
  matched: number;
}

export const NO_COMPANY_MESSAGE = 'Your account has no company yet. Add your company on your profile page, then post the requirement: quotes are made out to a company.';

/** The company a login buys for: owners and sales may buy for it, and a company is needed. */
export async function buyerCompanyOf(userId: number): Promise<{ id: number; name: string; gstin: string | null } | undefined> {
  const membership = await companyAllowing(userId, 'leads');
  if (!membership) return undefined;
  const [company] = await db().select({ id: companies.id, name: companies.name, gstin: companies.gstin }).from(companies).where(eq(companies.id, membership.companyId)).limit(1);
  return company;
}

async function alreadyPosted(companyId: number, idempotencyKey: string): Promise<string | undefined> {
  const [row] = await db()
    .select({ reference: requirements.reference })
    .from(requirements)
    .where(and(eq(requirements.buyerCompanyId, companyId), eq(requirements.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row?.reference;
}

async function assertCategory(categoryId: number, subcategoryId: number | null): Promise<void> {
  const [category] = await db().select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!category) throw new ValidationError('Choose a category', { category: ['Choose a category from the list'] });
  if (subcategoryId === null) return;
  const [sub] = await db().select({ categoryId: subcategories.categoryId }).from(subcategories).where(eq(subcategories.id, subcategoryId)).limit(1);
  if (sub?.categoryId !== categoryId) throw new ValidationError('Choose a category', { category: ['Choose a category from the list'] });
}

/** Stores new uploads (checked by their bytes); one refused file refuses them all, and those stored are deleted again. */
async function storeUploads(uploads: readonly AttachmentUpload[]): Promise<PrivateFile[]> {
  const stored: PrivateFile[] = [];
  const problems: string[] = [];
  for (const upload of uploads) {
    try {
      stored.push(await storePrivateFile(upload.name, upload.bytes));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push(error.publicMessage);
    }
  }
  if (problems.length > 0) {
    await deletePrivateFiles(stored.map((file) => file.key));
    const message = `${problems.join('. ')}. No file was attached: choose the files again without ${problems.length === 1 ? 'that one' : 'those'}.`;
    throw new ValidationError(message, { newAttachments: [message] });
  }
  return stored;
}

/**
 * Posts a buy requirement for the user's company: stores the new attachments, then in one
 * transaction inserts the requirement, chooses and records the matched suppliers and tells each of
 * them. `kept` are attachments already stored (with the form's draft). The form's idempotency key
 * is unique per buyer company, so a double-clicked submit or a retried request makes one
 * requirement and the repeat answers with it. Files stored here are deleted if posting fails.
 */
export async function postRequirement(
  userId: number,
  input: RequirementInput,
  attachments: { kept?: readonly PrivateFile[]; uploads?: readonly AttachmentUpload[] },
  idempotencyKey: string,
): Promise<PostedRequirement> {
  const company = await buyerCompanyOf(userId);
  if (!company) throw new ForbiddenError(NO_COMPANY_MESSAGE);
  const previous = await alreadyPosted(company.id, idempotencyKey);
  if (previous) return { reference: previous, created: false, matched: 0 };
  if (!stateByGstCode(input.deliveryStateCode)) throw new ValidationError('Choose the state', { deliveryState: ['Choose the state the goods are delivered to'] });
  await assertCategory(input.categoryId, input.subcategoryId);
  const kept = attachments.kept ?? [];
  const uploads = attachments.uploads ?? [];
  if (kept.length + uploads.length > MAX_REQUIREMENT_ATTACHMENTS) {
    const message = `At most ${MAX_REQUIREMENT_ATTACHMENTS} attachments; leave out ${kept.length + uploads.length - MAX_REQUIREMENT_ATTACHMENTS}.`;
    throw new ValidationError(message, { newAttachments: [message] });
  }
  const stored = await storeUploads(uploads);
  try {
    const outcome = await transaction(async (tx): Promise<PostedRequirement> => {
      const now = new Date();
      const reference = requirementReference(randomBytes(8));
      const [row] = await tx
        .insert(requirements)
        .values({
          reference,
          buyerCompanyId: company.id,
          buyerUserId: userId,
          title: input.title,
          categoryId: input.categoryId,
          subcategoryId: input.subcategoryId,
          quantity: input.quantity,
          unit: input.unit,
          targetPricePaise: input.targetPricePaise,
          deliveryPin: input.deliveryPin,
          deliveryStateCode: input.deliveryStateCode,
          neededBy: input.neededBy,
          details: input.details,
          showCompanyName: input.showCompanyName,
          publishToMembers: input.publishToMembers,
          buyerGstin: input.buyerGstin,
          attachments: [...kept, ...stored],
          idempotencyKey,
          createdAt: now,
          expiresAt: requirementExpiry(now, config().REQUIREMENT_EXPIRY_DAYS),
        })
        .onConflictDoNothing({ target: [requirements.buyerCompanyId, requirements.idempotencyKey] })
        .returning();
      // The same key was posted meanwhile (a double click): that requirement is the answer.
      if (!row) return { reference: (await alreadyPosted(company.id, idempotencyKey)) ?? '', created: false, matched: 0 };
      const matches = await findSupplierMatches(row);
      await recordMatches(tx, row.id, matches);
      for (const match of matches) {
        await notifyCompany(tx, match.companyId, {
          kind: 'requirement_matched',
          title: `New buy requirement: ${row.title}`,
          body: `${row.quantity.toLocaleString('en-IN')} ${row.unit}, to be delivered in ${stateByGstCode(row.deliveryStateCode)?.name ?? row.deliveryStateCode} by ${row.neededBy}. Quote or decline from your requirements inbox.`,
          link: `/account/leads/requirements/${row.reference}`,
          dedupeKey: `requirement-matched:${row.reference}`,
        });
      }
      return { reference: row.reference, created: true, matched: matches.length };
    });
    if (!outcome.created) await deletePrivateFiles(stored.map((file) => file.key));
    if (outcome.created) logger.info({ reference: outcome.reference, matched: outcome.matched }, 'requirement posted');
    return outcome;
  } catch (error) {
    await deletePrivateFiles(stored.map((file) => file.key));
    throw error;
  }
}
