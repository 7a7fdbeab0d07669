import { eq, inArray, sql } from 'drizzle-orm';
import { stateByGstCode } from '../app/domain/india-states';
import type { DeclineReason, MatchReason, MatchState } from '../app/domain/requirement';
import type { DeliveryTerms } from '../app/domain/quote';
import { transaction, type Transaction } from '../app/services/db/client.server';
import { categories } from '../app/services/db/schema/catalog';
import { companies } from '../app/services/db/schema/companies';
import { notifications, quotes, quoteVersions, requirements, requirementSuppliers } from '../app/services/db/schema/requirements';

/**
 * A few buy requirements of the demo buyer (Rao Traders, Karnataka) so the requirement screens are
 * not empty: one with quotes from suppliers in Karnataka (CGST + SGST), Maharashtra and Gujarat
 * (IGST), one revised and one declined; two still open in the demo suppliers' inboxes, to quote on
 * by hand. Only with the demo logins (seed/demo-accounts.ts), never in production by default.
 */

interface DemoQuoteVersion {
  unitPricePaise: number;
  freightPaise: number;
  deliveryTerms: DeliveryTerms;
  leadTimeDays: number;
  paymentTerms: string;
  notes: string;
}

interface DemoSupplier {
  slug: string;
  reasons: string[];
  status: MatchState;
  decline?: { reason: DeclineReason; note: string };
  /** Every version as sent, oldest first (a revised quote has two). */
  versions?: DemoQuoteVersion[];
}

interface DemoRequirement {
  reference: string;
  title: string;
  categorySlug: string;
  quantity: number;
  unit: string;
  targetPricePaise: number | null;
  deliveryPin: string;
  deliveryStateCode: string;
  daysAgo: number;
  neededInDays: number;
  details: string;
  showCompanyName: boolean;
  publishToMembers: boolean;
  hsnCode: string;
  gstRateBp: number;
  suppliers: DemoSupplier[];
}

const BUYER_COMPANY = 'demo-buyer-rao-traders';
const BUYER_GSTIN = '29AAGCR4375J1ZU';

const demoRequirements: readonly DemoRequirement[] = [
  {
    reference: 'RQ-DEM2DRXP',
    title: 'Drip irrigation kits for 12 acres of banana',
    categorySlug: 'agriculture',
    quantity: 12,
    unit: 'set',
    targetPricePaise: 2_400_000,
    deliveryPin: '577101',
    deliveryStateCode: '29',
    daysAgo: 3,
    neededInDays: 30,
    details: 'One-acre sets with 16 mm inline laterals at 40 cm spacing, screen filter and venturi. Delivery to our farm near Chikkamagaluru; a layout drawing per acre please.',
    showCompanyName: true,
    publishToMembers: true,
    hsnCode: '84248200',
    gstRateBp: 500,
    suppliers: [
      {
        slug: 'malnad-coffee-curers',
        reasons: ['Sells in Agriculture', 'Delivers to Karnataka', 'Company identity reviewed by TradeSetu', 'New on TradeSetu — not enough inquiries yet to show a reply rate'],
        status: 'quoted',
        versions: [{ unitPricePaise: 2_650_000, freightPaise: 600_000, deliveryTerms: 'delivered', leadTimeDays: 10, paymentTerms: '30% advance, balance on delivery', notes: 'Installed by our team at no extra cost within 50 km of Chikkamagaluru.' }],
      },
      {
        slug: 'nashik-agro-seeds',
        reasons: ['Sells in Agriculture', 'Delivers to Karnataka', 'Company identity reviewed by TradeSetu', 'New on TradeSetu — not enough inquiries yet to show a reply rate'],
        status: 'quoted',
        versions: [
          { unitPricePaise: 2_500_000, freightPaise: 1_500_000, deliveryTerms: 'delivered', leadTimeDays: 14, paymentTerms: '50% advance, balance before dispatch', notes: 'Laterals from our Nashik plant; filters sourced.' },
          { unitPricePaise: 2_380_000, freightPaise: 1_200_000, deliveryTerms: 'delivered', leadTimeDays: 12, paymentTerms: '30% advance, balance before dispatch', notes: 'Revised: better freight by consolidating with a Bengaluru load.' },
        ],
      },
      {
        slug: 'umiya-spices-seeds',
        reasons: ['Sells in Agriculture', 'Delivers to Karnataka', 'Company identity reviewed by TradeSetu', 'New on TradeSetu — not enough inquiries yet to show a reply rate'],
        status: 'quoted',
        versions: [{ unitPricePaise: 2_300_000, freightPaise: 0, deliveryTerms: 'ex_works', leadTimeDays: 21, paymentTerms: '100% advance', notes: 'Ex-works Unjha; the buyer arranges transport.' }],
      },
      {
        slug: 'karnal-agri-exports',
        reasons: ['Sells in Agriculture', 'Delivers to Karnataka', 'Company identity reviewed by TradeSetu', 'New on TradeSetu — not enough inquiries yet to show a reply rate'],
        status: 'declined',
        decline: { reason: 'not_my_product', note: 'We trade grain and dairy powders, not irrigation equipment.' },
      },
    ],
  },
  {
    reference: 'RQ-DEM3CM4N',
    title: 'Machine-cleaned cumin seed, 99% purity',
    categorySlug: 'food-beverages',
    quantity: 2000,
    unit: 'kg',
    targetPricePaise: 28_000,
    deliveryPin: '560025',
    deliveryStateCode: '29',
    daysAgo: 1,
    neededInDays: 21,
    details: 'Singapore quality or better, moisture under 8%, packed in 25 kg laminated bags. Lab report with each lot.',
    showCompanyName: false,
    publishToMembers: true,
    hsnCode: '090931',
    gstRateBp: 500,
    suppliers: ['umiya-spices-seeds', 'karnal-agri-exports', 'malnad-coffee-curers'].map((slug) => ({
      slug,
      reasons: ['Sells in Food & Beverages', 'Delivers to Karnataka', 'Company identity reviewed by TradeSetu', 'New on TradeSetu — not enough inquiries yet to show a reply rate'],
      status: 'pending' as const,
    })),
  },
  {
    reference: 'RQ-DEM5SN7T',
    title: 'Agro shade net, 50% shade, 3 m wide',
    categorySlug: 'agriculture',
    quantity: 6000,
    unit: 'square metre',
    targetPricePaise: null,
    deliveryPin: '560025',
    deliveryStateCode: '29',
    daysAgo: 0,
    neededInDays: 20,
    details: 'Green HDPE raschel net with UV stabiliser for a nursery; rolls of 3 m × 50 m.',
    showCompanyName: false,
    publishToMembers: false,
    hsnCode: '6005',
    gstRateBp: 500,
    suppliers: ['nashik-agro-seeds', 'malnad-coffee-curers', 'umiya-spices-seeds', 'karnal-agri-exports'].map((slug) => ({
      slug,
      reasons: ['Sells in Agriculture', 'Delivers to Karnataka', 'Company identity reviewed by TradeSetu', 'New on TradeSetu — not enough inquiries yet to show a reply rate'],
      status: 'pending' as const,
    })),
  },
];

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 10);

function reasonsOf(texts: string[]): MatchReason[] {
  const kinds: MatchReason['kind'][] = ['category', 'delivery', 'verified', 'reliability'];
  return texts.map((text, i) => ({ kind: kinds[i] ?? 'category', text }));
}

/**
 * Idempotent: a requirement whose reference exists is left alone (with whatever happened to it
 * since), so a restart neither duplicates nor resets the demo. Skipped when the demo catalogue or
 * the demo buyer is missing.
 */
export async function seedDemoRequirements(now = new Date()): Promise<void> {
  await transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727274015)`);
    const [buyer] = await tx.select({ id: companies.id, ownerUserId: companies.ownerUserId }).from(companies).where(eq(companies.slug, BUYER_COMPANY));
    if (!buyer) return;
    const slugs = [...new Set(demoRequirements.flatMap((r) => r.suppliers.map((s) => s.slug)))];
    const suppliers = await tx.select({ id: companies.id, slug: companies.slug, stateCode: companies.stateCode, ownerUserId: companies.ownerUserId }).from(companies).where(inArray(companies.slug, slugs));
    const categoryRows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
    for (const demo of demoRequirements) {
      const categoryId = categoryRows.find((c) => c.slug === demo.categorySlug)?.id;
      if (categoryId === undefined) continue;
      await seedOne(tx, demo, { buyerCompanyId: buyer.id, buyerUserId: buyer.ownerUserId, categoryId, suppliers, now });
    }
  });
}

interface SeedContext {
  buyerCompanyId: number;
  buyerUserId: number | null;
  categoryId: number;
  suppliers: Array<{ id: number; slug: string; stateCode: string | null; ownerUserId: number | null }>;
  now: Date;
}

async function seedOne(tx: Transaction, demo: DemoRequirement, context: SeedContext): Promise<void> {
  const postedAt = new Date(context.now.getTime() - demo.daysAgo * DAY);
  const quoted = demo.suppliers.filter((s) => s.versions);
  const firstQuoteAt = quoted.length > 0 ? new Date(postedAt.getTime() + 6 * 60 * 60 * 1000) : null;
  const [created] = await tx
    .insert(requirements)
    .values({
      reference: demo.reference,
      buyerCompanyId: context.buyerCompanyId,
      buyerUserId: context.buyerUserId,
      title: demo.title,
      categoryId: context.categoryId,
      quantity: demo.quantity,
      unit: demo.unit,
      targetPricePaise: demo.targetPricePaise,
      deliveryPin: demo.deliveryPin,
      deliveryStateCode: demo.deliveryStateCode,
      neededBy: isoDay(new Date(context.now.getTime() + demo.neededInDays * DAY)),
      details: demo.details,
      showCompanyName: demo.showCompanyName,
      publishToMembers: demo.publishToMembers,
      buyerGstin: BUYER_GSTIN,
      status: quoted.length > 0 ? 'quoted' : 'open',
      idempotencyKey: `demo-${demo.reference}`,
      createdAt: postedAt,
      firstQuoteAt,
      expiresAt: new Date(postedAt.getTime() + 14 * DAY),
    })
    .onConflictDoNothing()
    .returning({ id: requirements.id });
  if (!created) return;
  const stateName = stateByGstCode(demo.deliveryStateCode)?.name ?? demo.deliveryStateCode;
  for (const [rank, entry] of demo.suppliers.entries()) {
    const supplier = context.suppliers.find((s) => s.slug === entry.slug);
    if (!supplier?.stateCode) continue;
    const respondedAt = entry.status === 'pending' ? null : new Date(postedAt.getTime() + (6 + rank) * 60 * 60 * 1000);
    await tx.insert(requirementSuppliers).values({
      requirementId: created.id,
      supplierCompanyId: supplier.id,
      source: 'matched',
      reasons: reasonsOf(entry.reasons),
      score: 60 - rank * 5,
      status: entry.status,
      declineReason: entry.decline?.reason ?? null,
      declineNote: entry.decline?.note ?? null,
      createdAt: postedAt,
      respondedAt,
      seenAt: respondedAt,
    });
    if (supplier.ownerUserId !== null) {
      await tx
        .insert(notifications)
        .values({
          userId: supplier.ownerUserId,
          kind: 'requirement_matched',
          title: `New requirement ${demo.reference}: ${demo.title}`,
          body: `${demo.quantity.toLocaleString('en-IN')} ${demo.unit}, delivery to ${stateName}. Quote or decline from your inbox.`,
          link: `/account/leads/requirements/${demo.reference}`,
          dedupeKey: `demo:matched:${demo.reference}`,
          createdAt: postedAt,
          readAt: respondedAt,
        })
        .onConflictDoNothing();
    }
    if (!entry.versions || !respondedAt) continue;
    const [quote] = await tx
      .insert(quotes)
      .values({ requirementId: created.id, supplierCompanyId: supplier.id, currentVersion: entry.versions.length, createdAt: respondedAt, updatedAt: respondedAt })
      .returning({ id: quotes.id });
    if (!quote) continue;
    await tx.insert(quoteVersions).values(
      entry.versions.map((version, index) => ({
        quoteId: quote.id,
        version: index + 1,
        ...version,
        quantity: demo.quantity,
        priceBreaks: [],
        hsnCode: demo.hsnCode,
        gstRateBp: demo.gstRateBp,
        validUntil: isoDay(new Date(context.now.getTime() + 20 * DAY)),
        supplierStateCode: supplier.stateCode ?? demo.deliveryStateCode,
        createdByUserId: supplier.ownerUserId,
        idempotencyKey: `demo-${demo.reference}-${entry.slug}-v${index + 1}`,
        createdAt: new Date(respondedAt.getTime() + index * 3 * 60 * 60 * 1000),
      })),
    );
    if (context.buyerUserId !== null) {
      await tx
        .insert(notifications)
        .values({
          userId: context.buyerUserId,
          kind: entry.versions.length > 1 ? 'quote_revised' : 'quote_received',
          title: `${entry.versions.length > 1 ? 'Revised quote' : 'New quote'} on ${demo.reference}: ${demo.title}`,
          body: 'Compare it with the others at landed cost, GST included.',
          link: `/account/requirements/${demo.reference}`,
          dedupeKey: `demo:quote:${demo.reference}:${entry.slug}`,
          createdAt: respondedAt,
        })
        .onConflictDoNothing();
    }
  }
}
