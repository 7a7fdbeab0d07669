import { useMemo, type ReactNode } from 'react';
import { RichText, useDomainText, useLocale, useT } from '~/components/i18n/context';
import { useQuantityText, useUnitName } from '~/components/i18n/units';
import { stateName } from '~/content/state-names-hi';
import { formatIndianMoment } from '~/domain/india-time';
import { LANGUAGE_TAGS, type Locale } from '~/domain/locale';
import { navName } from '~/domain/navigation';
import { formatInr } from '~/domain/money';
import { formatGstRate } from '~/domain/product-tax';
import { deliveryTermsLabel, landedCost, type LandedCost, type QuoteInput } from '~/domain/quote';
import { knownHindiNames } from '~/domain/translate';
import { quoteChanges, quoteLineText, type QuoteChangeWords } from '~/domain/quote-history';
import { declineReasonLabel, quoteDeclineReasonLabel, QUOTE_STATE_NAMES, type MatchReason, type QuoteState } from '~/domain/requirement';

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
/** A day written out ("24 November 2026"): a calendar date is that day, a moment its day in India. */
function day(iso: string, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (!format) dayFormats.set(locale, (format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })));
  return format.format(new Date(iso.length === 10 ? `${iso}T00:00:00+05:30` : iso));
}
const moment = (iso: string, locale: Locale) => formatIndianMoment(new Date(iso), locale);
const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-40 shrink-0 text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

export interface RequirementFactsProps {
  reference: string;
  deliveryStateCode: string;
  buyer: string;
  title: string;
  category: string;
  categoryHi: string | null;
  subcategory: string | null;
  subcategoryHi: string | null;
  quantity: number;
  unit: string;
  targetPricePaise: number | null;
  deliveryPin: string;
  neededBy: string;
  details: string;
  attachments: Array<{ key: string; name: string; contentType: string; bytes: number }>;
  postedAt: string;
  expiresAt: string;
}

/** The requirement as the buyer allowed suppliers to see it. */
export function RequirementFacts({ requirement: r, reasons }: { requirement: RequirementFactsProps; reasons: MatchReason[] }) {
  const t = useT('sellerQuotes');
  // A reason names the requirement's category ("Sells in Agriculture"): in its Hindi name on a Hindi page.
  const names = useMemo(
    () => knownHindiNames([{ name: r.category, nameHi: r.categoryHi }, r.subcategory ? { name: r.subcategory, nameHi: r.subcategoryHi } : null]),
    [r.category, r.categoryHi, r.subcategory, r.subcategoryHi],
  );
  const domainText = useDomainText(names);
  const locale = useLocale();
  const unitName = useUnitName();
  const quantity = useQuantityText();
  return (
    <>
      <dl className="mt-4 flex flex-col gap-2" data-testid="requirement-facts">
        <Fact label={t('buyer')}>
          {/* The buyer company's name when it allowed it, else "A buyer in Maharashtra". */}
          <span data-user-text>{domainText(r.buyer)}</span>
        </Fact>
        <Fact label={t('category')}>
          {[navName({ name: r.category, nameHi: r.categoryHi }, locale), r.subcategory ? navName({ name: r.subcategory, nameHi: r.subcategoryHi }, locale) : null].filter(Boolean).join(' › ')}
        </Fact>
        <Fact label={t('quantity')}>
          {quantity(r.quantity, r.unit)}
        </Fact>
        {r.targetPricePaise !== null ? <Fact label={t('targetPrice')}>{t('perUnitGstExcluded', { price: formatInr(r.targetPricePaise), unit: unitName(r.unit) })}</Fact> : null}
        <Fact label={t('deliverTo')}>
          {stateName(r.deliveryStateCode, locale)} (PIN {r.deliveryPin})
        </Fact>
        <Fact label={t('neededBy')}>{day(r.neededBy, locale)}</Fact>
        <Fact label={t('posted')}>{t('postedValue', { posted: moment(r.postedAt, locale), until: moment(r.expiresAt, locale) })}</Fact>
      </dl>
      {r.details ? (
        <div className="mt-4">
          <h2 className="text-lg font-semibold text-slate-900">{t('details')}</h2>
          <p className="mt-1 whitespace-pre-line text-slate-800" data-user-text>
            {r.details}
          </p>
        </div>
      ) : null}
      {r.attachments.length > 0 ? (
        <div className="mt-4">
          <h2 className="text-lg font-semibold text-slate-900">{t('attachments')}</h2>
          <ul className="mt-1 list-disc pl-5">
            {r.attachments.map((file) => (
              <li key={file.key}>
                <a href={`/requirements/${r.reference}/attachments/${file.key}`} className="text-brand-700 underline" data-user-text>
                  {file.name}
                </a>{' '}
                <span className="text-sm text-slate-600">
                  ({file.contentType === 'application/pdf' ? 'PDF' : t('image')}, {kb(file.bytes)})
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950" data-testid="match-reasons">
        <h2 className="font-semibold">{t('whySent')}</h2>
        <ul className="mt-1 list-disc pl-5">
          {reasons.map((reason) => (
            <li key={`${reason.kind}-${reason.text}`}>{domainText(reason.text)}</li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** What the buyer pays for a quote: goods, freight, the GST split and the landed total. */
export function LandedCostTable({ cost, unit }: { cost: LandedCost; unit: string }) {
  const t = useT('sellerQuotes');
  const unitName = useUnitName();
  const { gst } = cost;
  const rate = formatGstRate(Math.round(gst.ratePercent * 100));
  const half = formatGstRate(Math.round(gst.ratePercent * 50));
  const rows: Array<[string, number]> = [
    [t('goods'), cost.goodsPaise],
    [t('freight'), cost.freightPaise],
    [t('taxableValue'), cost.taxablePaise],
    ...(gst.kind === 'inter'
      ? ([[`IGST ${rate}`, gst.igst]] as Array<[string, number]>)
      : gst.kind === 'intra-ut'
        ? ([
            [`CGST ${half}`, gst.cgst],
            [`UTGST ${half}`, gst.utgst],
          ] as Array<[string, number]>)
        : ([
            [`CGST ${half}`, gst.cgst],
            [`SGST ${half}`, gst.sgst],
          ] as Array<[string, number]>)),
  ];
  return (
    <table className="text-sm" data-testid="landed-cost">
      <tbody>
        {rows.map(([label, paise]) => (
          <tr key={label}>
            <th scope="row" className="py-0.5 pr-6 text-left font-normal text-slate-700">
              {label}
            </th>
            <td className="py-0.5 text-right tabular-nums">{formatInr(paise, { paise: 'always' })}</td>
          </tr>
        ))}
        <tr className="border-t border-slate-300 font-semibold">
          <th scope="row" className="py-1 pr-6 text-left">
            {t('buyerPays')}
          </th>
          <td className="py-1 text-right tabular-nums">{formatInr(cost.landedPaise, { paise: 'always' })}</td>
        </tr>
        <tr>
          <th scope="row" className="py-0.5 pr-6 text-left font-normal text-slate-700">
            {t('perUnitLanded', { unit: unitName(unit) })}
          </th>
          <td className="py-0.5 text-right tabular-nums">{formatInr(cost.perUnitPaise, { paise: 'always' })}</td>
        </tr>
      </tbody>
    </table>
  );
}

export interface OwnQuote {
  id: number;
  state: QuoteState;
  buyerNote: string | null;
  buyerDeclineReason: string | null;
  versions: Array<QuoteInput & { version: number; supplierStateCode: string; createdAt: string; attachment: { name: string } | null }>;
}

/** The history's words in the page's language (app/domain/quote-history.ts). */
function useQuoteWords(): Partial<QuoteChangeWords> {
  const t = useT('sellerQuotes');
  const domainText = useDomainText();
  return useMemo(
    () => ({
      label: (line) => t(line),
      none: t('none'),
      days: (count) => t('days', { count }),
      breakAt: (quantity, price) => t('breakAt', { quantity, price }),
      delivery: (terms) => domainText(deliveryTermsLabel(terms)),
    }),
    [t, domainText],
  );
}

/** The supplier's own quote: its state, the buyer's note, and every version with what changed. */
export function OwnQuoteHistory({ quote, reference, unit, deliveryStateCode, purchaseOrderNumber }: { quote: OwnQuote; reference: string; unit: string; deliveryStateCode: string; purchaseOrderNumber: string | null }) {
  const t = useT('sellerQuotes');
  const domainText = useDomainText();
  const locale = useLocale();
  const words = useQuoteWords();
  const unitName = useUnitName();
  const quantity = useQuantityText();
  const newestFirst = [...quote.versions].reverse();
  const userText = <span data-user-text />;
  return (
    <section className="mt-8 border-t border-slate-200 pt-5" aria-labelledby="own-quote">
      <h2 id="own-quote" className="text-xl font-semibold text-slate-900">
        {t('yourQuote')}
      </h2>
      <p className="mt-1 text-slate-800" data-testid="quote-state">
        <RichText text={t('quoteState', { state: domainText(QUOTE_STATE_NAMES[quote.state]) })} parts={[<strong />]} />
        {quote.state === 'declined' && quote.buyerDeclineReason ? ` — ${domainText(quoteDeclineReasonLabel(quote.buyerDeclineReason))}` : null}
      </p>
      {quote.state === 'revision_requested' && quote.buyerNote ? (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="buyer-note">
          <RichText text={t('revisionAsked', { note: quote.buyerNote })} parts={[userText]} />
        </p>
      ) : quote.buyerNote ? (
        <p className="mt-2 text-sm text-slate-700">
          <RichText text={t('buyersNote', { note: quote.buyerNote })} parts={[userText]} />
        </p>
      ) : null}
      {quote.state === 'accepted' && purchaseOrderNumber ? (
        <p className="mt-2">
          <a href={`/purchase-orders/${purchaseOrderNumber}.pdf`} className="font-semibold text-brand-700 underline">
            {t('purchaseOrder', { number: purchaseOrderNumber })}
          </a>
        </p>
      ) : null}
      <ol className="mt-4 flex flex-col gap-4" data-testid="quote-versions">
        {newestFirst.map((v) => {
          const previous = quote.versions.find((other) => other.version === v.version - 1);
          const changes = previous ? quoteChanges(previous, v, words) : [];
          return (
            <li key={v.version} className="rounded-md border border-slate-200 p-4" data-version={v.version}>
              <h3 className="font-semibold">
                {t('version', { version: v.version })}
                {v.version === quote.versions.length ? t('current') : ''} <span className="font-normal text-slate-600">{t('sentAt', { date: moment(v.createdAt, locale) })}</span>
              </h3>
              {previous ? (
                <div className="mt-1 text-sm text-slate-700">
                  {changes.length === 0 ? (
                    t('sentAgain')
                  ) : (
                    <>
                      {t('changedFrom', { version: previous.version })}
                      <ul className="list-disc pl-5">
                        {changes.map((change) => (
                          <li key={change}>{change}</li>
                        ))}
                      </ul>
                    </>
                  )}
                </div>
              ) : null}
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <Fact label={t('unitPrice')}>{t('perUnitGstExcluded', { price: formatInr(v.unitPricePaise), unit: unitName(unit) })}</Fact>
                <Fact label={t('quantity')}>{quantity(v.quantity, unit)}</Fact>
                {v.priceBreaks.length > 0 ? <Fact label={t('priceBreaks')}>{quoteLineText('priceBreaks', v, words)}</Fact> : null}
                <Fact label="HSN · GST">
                  {v.hsnCode} · {formatGstRate(v.gstRateBp)}
                </Fact>
                <Fact label={t('freight')}>{formatInr(v.freightPaise)}</Fact>
                <Fact label={t('delivery')}>{quoteLineText('delivery', v, words)}</Fact>
                <Fact label={t('leadTime')}>{quoteLineText('leadTime', v, words)}</Fact>
                <Fact label={t('paymentTerms')}>
                  <span data-user-text>{v.paymentTerms}</span>
                </Fact>
                <Fact label={t('validUntil')}>{day(v.validUntil, locale)}</Fact>
                {v.notes ? (
                  <Fact label={t('notes')}>
                    <span data-user-text>{v.notes}</span>
                  </Fact>
                ) : null}
                {v.attachment ? (
                  <Fact label={t('attachment')}>
                    <a href={`/requirements/${reference}/quotes/${quote.id}/versions/${v.version}/attachment`} className="text-brand-700 underline" data-user-text>
                      {v.attachment.name}
                    </a>
                  </Fact>
                ) : null}
              </dl>
              <div className="mt-3">
                <LandedCostTable cost={landedCost(v, v.supplierStateCode, deliveryStateCode)} unit={unit} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The supplier's decline, as the buyer was told it. */
export function DeclinedNotice({ reason, note, at }: { reason: string | null; note: string | null; at: string | null }) {
  const t = useT('sellerQuotes');
  const domainText = useDomainText();
  const locale = useLocale();
  const values = { reason: reason ? domainText(declineReasonLabel(reason)) : t('noReasonGiven'), note: note ? ` — “${note}”` : '' };
  return (
    <p className="mt-6 rounded-md border border-slate-300 bg-slate-50 p-3 text-slate-800" data-testid="declined">
      <RichText text={at ? t('declined', { ...values, date: day(at, locale) }) : t('declinedUndated', values)} parts={[<span data-user-text />]} />
    </p>
  );
}
