import { secureAttribute } from '~/services/accounts/sessions.server';
import { and, eq, lt } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { MAX_REQUIREMENT_ATTACHMENTS } from '~/domain/requirement';
import { db } from '~/services/db/client.server';
import { products } from '~/services/db/schema/catalog';
import { requirementDrafts } from '~/services/db/schema/requirement-drafts';
import type { PrivateFile } from '~/services/db/schema/requirements';
import { AppError, RateLimitedError } from '~/services/errors.server';
import { consumeUploadQuota } from '~/services/media/upload-quota.server';
import { deletePrivateFiles, storePrivateFile } from '~/services/requirements/private-files.server';

/**
 * The requirement being written in this browser: kept server-side under a random cookie, so a
 * visitor who must log in or register first comes back to every word and every attached file,
 * and a form sent back for a mistake keeps its attachments. Values are strings as typed; the
 * form's idempotency key and files are never among them.
 */
const DRAFT_COOKIE = 'ts_rqdraft';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const KEPT_FIELDS = ['title', 'category', 'quantity', 'unit', 'targetPrice', 'deliveryPin', 'deliveryState', 'neededBy', 'details', 'showCompanyName', 'publishToMembers', 'buyerGstin'] as const;

export interface RequirementDraft {
  values: Record<string, string>;
  attachments: PrivateFile[];
}

export function newRequirementDraftToken(): string {
  return randomBytes(16).toString('base64url');
}

export function readRequirementDraftToken(request: Request): string | undefined {
  const match = /(?:^|;\s*)ts_rqdraft=([A-Za-z0-9_-]{22})(?:;|$)/.exec(request.headers.get('cookie') ?? '');
  return match?.[1];
}

// Path=/ so the client router's /requirements/new.data requests carry it too.
export function requirementDraftCookie(request: Request, token: string): string {
  return `${DRAFT_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${30 * 24 * 3600}${secureAttribute(request)}`;
}

export async function loadRequirementDraft(token: string | undefined): Promise<RequirementDraft> {
  if (!token) return { values: {}, attachments: [] };
  const [row] = await db().select().from(requirementDrafts).where(eq(requirementDrafts.idHash, hashToken(token))).limit(1);
  return row ? { values: row.values, attachments: row.attachments } : { values: {}, attachments: [] };
}

/** The form's text fields as typed (bounded), for the draft. */
export function draftValuesOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of KEPT_FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string' && value !== '') values[field] = value.slice(0, 5000);
  }
  return values;
}

/**
 * Saves what was typed and the attachments: those of the draft the buyer kept (the others are
 * deleted with their files) plus the new uploads, each checked by its bytes. Every refused file
 * gets its own message and the others are kept; at most MAX_REQUIREMENT_ATTACHMENTS in all.
 */
export async function saveRequirementDraft(
  token: string,
  values: Record<string, string>,
  keptKeys: readonly string[],
  uploads: ReadonlyArray<{ name: string; bytes: Uint8Array }>,
): Promise<{ attachments: PrivateFile[]; errors: string[] }> {
  const draft = await loadRequirementDraft(token);
  const attachments = draft.attachments.filter((file) => keptKeys.includes(file.key));
  const dropped = draft.attachments.filter((file) => !keptKeys.includes(file.key));
  const errors: string[] = [];
  for (const upload of uploads) {
    if (attachments.length >= MAX_REQUIREMENT_ATTACHMENTS) {
      errors.push(`"${upload.name.slice(0, 80)}" was not attached: at most ${MAX_REQUIREMENT_ATTACHMENTS} attachments. Remove one to add another.`);
      continue;
    }
    try {
      attachments.push(await storePrivateFile(upload.name, upload.bytes));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push(`${error.publicMessage}. It was not attached.`);
    }
  }
  await db()
    .insert(requirementDrafts)
    .values({ idHash: hashToken(token), values, attachments })
    .onConflictDoUpdate({ target: requirementDrafts.idHash, set: { values, attachments, updatedAt: new Date() } });
  await deletePrivateFiles(dropped.map((file) => file.key));
  return { attachments, errors };
}

/** The draft became a requirement: its row goes; the files it took now belong to the requirement, the others are deleted. */
export async function clearRequirementDraft(token: string, taken: readonly PrivateFile[]): Promise<void> {
  const [row] = await db().delete(requirementDrafts).where(eq(requirementDrafts.idHash, hashToken(token))).returning({ attachments: requirementDrafts.attachments });
  const kept = new Set(taken.map((file) => file.key));
  await deletePrivateFiles((row?.attachments ?? []).filter((file) => !kept.has(file.key)).map((file) => file.key));
}

/** Drafts nobody came back to for a month, with their files (housekeeping). */
export async function pruneRequirementDrafts(days = 30): Promise<{ deleted: number }> {
  const cutoff = new Date(Date.now() - days * 24 * 3600 * 1000);
  const rows = await db().delete(requirementDrafts).where(lt(requirementDrafts.updatedAt, cutoff)).returning({ attachments: requirementDrafts.attachments });
  await deletePrivateFiles(rows.flatMap((row) => row.attachments.map((file) => file.key)));
  return { deleted: rows.length };
}

/** What a product page's "Post a buy requirement" fills in: the product's name, category and unit (live listings only). */
export async function prefillFromProduct(slug: string): Promise<Record<string, string>> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return {};
  const [row] = await db()
    .select({ name: products.name, categoryId: products.categoryId, subcategoryId: products.subcategoryId, unit: products.unit })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.status, 'live'), eq(products.supplierSuspended, false)))
    .limit(1);
  if (!row) return {};
  return { title: row.name.slice(0, 120), category: `${row.categoryId}/${row.subcategoryId}`, unit: row.unit };
}

/**
 * Undefined when a visitor's files fit the hourly quota of anonymous uploads (per address and per
 * draft, finding 6 of issue 18), else the reason to show by the file field; nothing is stored then.
 */
export async function anonymousUploadRefusal(clientIp: string, token: string, uploads: readonly { bytes: Uint8Array }[]): Promise<string | undefined> {
  try {
    await consumeUploadQuota([`ip:${clientIp}`, `rqdraft:${hashToken(token)}`], uploads.map((file) => ({ size: file.bytes.length })), 'files');
    return undefined;
  } catch (error) {
    if (error instanceof RateLimitedError) return error.publicMessage;
    throw error;
  }
}
