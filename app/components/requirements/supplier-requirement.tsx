import { formatIndianMoment } from '~/domain/india-time';
import type { ReactNode } from 'react';
import { formatInr } from '~/domain/money';
import { formatGstRate } from '~/domain/product-tax';
import { deliveryTermsLabel, landedCost, type LandedCost, type QuoteInput } from '~/domain/quote';
import { quoteChanges } from '~/domain/quote-history';
import { declineReasonLabel, quoteDeclineReasonLabel, QUOTE_STATE_NAMES, type MatchReason, type QuoteState } from '~/domain/requirement';

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const day = (iso: string) => dayFormat.format(new Date(iso.length === 10 ? `${iso}T00:00:00+05:30` : iso));
const moment = (iso: string) => formatIndianMoment(new Date(iso));
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
  buyer: string;
  title: string;
  category: string;
  subcategory: string | null;
  quantity: number;
  unit: string;
  targetPricePaise: number | null;
  deliveryPin: string;
  deliveryState: string;
  neededBy: string;
  details: string;
  attachments: Array<{ key: string; name: string; contentType: string; bytes: number }>;
  postedAt: string;
  expiresAt: string;
}

/** The requirement as the buyer allowed suppliers to see it. */
export function RequirementFacts({ requirement: r, reasons }: { requirement: RequirementFactsProps; reasons: MatchReason[] }) {
  return (
    <>
      <dl className="mt-4 flex flex-col gap-2" data-testid="requirement-facts">
        <Fact label="Buyer">{r.buyer}</Fact>
        <Fact label="Category">{r.subcategory ? `${r.category} › ${r.subcategory}` : r.category}</Fact>
        <Fact label="Quantity">
          {r.quantity.toLocaleString('en-IN')} {r.unit}
        </Fact>
        {r.targetPricePaise !== null ? (
          <Fact label="Target price">
            {formatInr(r.targetPricePaise)} per {r.unit}, GST excluded
          </Fact>
        ) : null}
        <Fact label="Deliver to">
          {r.deliveryState} (PIN {r.deliveryPin})
        </Fact>
        <Fact label="Needed by">{day(r.neededBy)}</Fact>
        <Fact label="Posted">
          {moment(r.postedAt)}; open for quotes until {moment(r.expiresAt)}
        </Fact>
      </dl>
      {r.details ? (
        <div className="mt-4">
          <h2 className="text-lg font-semibold text-slate-900">Details</h2>
          <p className="mt-1 whitespace-pre-line text-slate-800">{r.details}</p>
        </div>
      ) : null}
      {r.attachments.length > 0 ? (
        <div className="mt-4">
          <h2 className="text-lg font-semibold text-slate-900">Attachments</h2>
          <ul className="mt-1 list-disc pl-5">
            {r.attachments.map((file) => (
              <li key={file.key}>
                <a href={`/requirements/${r.reference}/attachments/${file.key}`} className="text-brand-700 underline">
                  {file.name}
                </a>{' '}
                <span className="text-sm text-slate-600">
                  ({file.contentType === 'application/pdf' ? 'PDF' : 'image'}, {kb(file.bytes)})
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950" data-testid="match-reasons">
        <h2 className="font-semibold">Why TradeSetu sent it to you</h2>
        <ul className="mt-1 list-disc pl-5">
          {reasons.map((reason) => (
            <li key={`${reason.kind}-${reason.text}`}>{reason.text}</li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** What the buyer pays for a quote: goods, freight, the GST split and the landed total. */
export function LandedCostTable({ cost, unit }: { cost: LandedCost; unit: string }) {
  const { gst } = cost;
  const rate = formatGstRate(Math.round(gst.ratePercent * 100));
  const half = formatGstRate(Math.round(gst.ratePercent * 50));
  const rows: Array<[string, number]> = [
    ['Goods', cost.goodsPaise],
    ['Freight', cost.freightPaise],
    ['Taxable value', cost.taxablePaise],
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
            Buyer pays (landed)
          </th>
          <td className="py-1 text-right tabular-nums">{formatInr(cost.landedPaise, { paise: 'always' })}</td>
        </tr>
        <tr>
          <th scope="row" className="py-0.5 pr-6 text-left font-normal text-slate-700">
            Per {unit}, landed
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

/** The supplier's own quote: its state, the buyer's note, and every version with what changed. */
export function OwnQuoteHistory({ quote, reference, unit, deliveryStateCode, purchaseOrderNumber }: { quote: OwnQuote; reference: string; unit: string; deliveryStateCode: string; purchaseOrderNumber: string | null }) {
  const newestFirst = [...quote.versions].reverse();
  return (
    <section className="mt-8 border-t border-slate-200 pt-5" aria-labelledby="own-quote">
      <h2 id="own-quote" className="text-xl font-semibold text-slate-900">
        Your quote
      </h2>
      <p className="mt-1 text-slate-800" data-testid="quote-state">
        State: <strong>{QUOTE_STATE_NAMES[quote.state]}</strong>
        {quote.state === 'declined' && quote.buyerDeclineReason ? ` — ${quoteDeclineReasonLabel(quote.buyerDeclineReason)}` : null}
      </p>
      {quote.state === 'revision_requested' && quote.buyerNote ? (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="buyer-note">
          The buyer asks for a revision: &ldquo;{quote.buyerNote}&rdquo;
        </p>
      ) : quote.buyerNote ? (
        <p className="mt-2 text-sm text-slate-700">The buyer&apos;s note: &ldquo;{quote.buyerNote}&rdquo;</p>
      ) : null}
      {quote.state === 'accepted' && purchaseOrderNumber ? (
        <p className="mt-2">
          <a href={`/purchase-orders/${purchaseOrderNumber}.pdf`} className="font-semibold text-brand-700 underline">
            Purchase order {purchaseOrderNumber} (PDF)
          </a>
        </p>
      ) : null}
      <ol className="mt-4 flex flex-col gap-4" data-testid="quote-versions">
        {newestFirst.map((v) => {
          const previous = quote.versions.find((other) => other.version === v.version - 1);
          const changes = previous ? quoteChanges(previous, v) : [];
          return (
            <li key={v.version} className="rounded-md border border-slate-200 p-4" data-version={v.version}>
              <h3 className="font-semibold">
                Version {v.version}
                {v.version === quote.versions.length ? ' (current)' : ''} <span className="font-normal text-slate-600">· sent {moment(v.createdAt)}</span>
              </h3>
              {previous ? (
                <div className="mt-1 text-sm text-slate-700">
                  {changes.length === 0 ? (
                    'Sent again without changes.'
                  ) : (
                    <>
                      Changed from version {previous.version}:
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
                <Fact label="Unit price">
                  {formatInr(v.unitPricePaise)} per {unit}, GST excluded
                </Fact>
                <Fact label="Quantity">
                  {v.quantity.toLocaleString('en-IN')} {unit}
                </Fact>
                {v.priceBreaks.length > 0 ? <Fact label="Price breaks">{v.priceBreaks.map((b) => `${b.minQty.toLocaleString('en-IN')}+ at ${formatInr(b.pricePaise)}`).join(', ')}</Fact> : null}
                <Fact label="HSN · GST">
                  {v.hsnCode} · {formatGstRate(v.gstRateBp)}
                </Fact>
                <Fact label="Freight">{formatInr(v.freightPaise)}</Fact>
                <Fact label="Delivery">{deliveryTermsLabel(v.deliveryTerms)}</Fact>
                <Fact label="Lead time">{v.leadTimeDays} days</Fact>
                <Fact label="Payment terms">{v.paymentTerms}</Fact>
                <Fact label="Valid until">{day(v.validUntil)}</Fact>
                {v.notes ? <Fact label="Notes">{v.notes}</Fact> : null}
                {v.attachment ? (
                  <Fact label="Attachment">
                    <a href={`/requirements/${reference}/quotes/${quote.id}/versions/${v.version}/attachment`} className="text-brand-700 underline">
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
  return (
    <p className="mt-6 rounded-md border border-slate-300 bg-slate-50 p-3 text-slate-800" data-testid="declined">
      You declined this requirement{at ? ` on ${day(at)}` : ''}: {reason ? declineReasonLabel(reason) : 'no reason given'}
      {note ? ` — “${note}”` : ''}. The buyer was told.
    </p>
  );
}
