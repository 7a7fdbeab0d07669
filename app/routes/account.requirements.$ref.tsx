import type { SubmissionResult } from '@conform-to/react';
import type { ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/account.requirements.$ref';
import { AcceptForm, CloseForm, DeclineForm, ReviseForm, type DecisionIntent } from '~/components/requirements/decision-forms';
import { QuoteComparison, SortLinks } from '~/components/requirements/quote-comparison';
import { COMPARISON_SORTS, type ComparisonSort } from '~/domain/quote';
import type { QuoteDeclineReason } from '~/domain/requirement';
import { requirementDecisionSchema } from '~/domain/requirement-decisions';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { buyerRequirementPage } from '~/services/requirements/buyer-requirement.server';
import { reviewLinkFor } from '~/services/trust/reviews.server';
import { acceptQuote, closeRequirement, declineQuote, requestRevision } from '~/services/requirements/decisions.server';
import { UnplacedErrors } from '~/components/notices';
import { RichText, useDomainText, useLocalisedHref, useT } from '~/components/i18n/context';
import { Link } from '~/components/i18n/links';
import { localeOf, requestTranslator } from '~/services/i18n/request.server';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Requirement' }, { name: 'robots', content: 'noindex' }];
}

const sortOf = (url: string): ComparisonSort => {
  const asked = new URL(url).searchParams.get('sort');
  return COMPARISON_SORTS.find((s) => s.code === asked)?.code ?? 'landed';
};

// Only the buyer company that posted the requirement sees it; anyone else gets the 404 page.
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const page = await buyerRequirementPage(user, params.ref, sortOf(request.url), localeOf(request));
  // After an accepted quote the buyer is offered to review that supplier (once).
  const accepted = page.quotes.find((quote) => quote.state === 'accepted');
  const reviewLink = accepted ? await reviewLinkFor(user.id, { kind: 'quote', id: accepted.quoteId }) : null;
  return { ...page, reviewLink, title: requestTranslator(request, 'buyer-quotes')('quotesTitle', { title: page.requirement.title }) };
});

export const headers = formHeaders;

// Every decision, refused ones included (another tab accepted first), shows the requirement as it now stands.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod === 'POST' || defaultShouldRevalidate;

export const action = withAppErrors(async ({ request, params }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(
    request,
    requirementDecisionSchema,
    async (decision) => {
      switch (decision.intent) {
        case 'accept': {
          const outcome = await acceptQuote(user, params.ref, decision.quoteId);
          return { message: outcome.message, purchaseOrderNumber: outcome.purchaseOrderNumber };
        }
        case 'decline':
          return { message: await declineQuote(user, params.ref, decision.quoteId, decision.reason as QuoteDeclineReason, decision.note) };
        case 'revise':
          return { message: await requestRevision(user, params.ref, decision.quoteId, decision.note) };
        case 'close':
          return { message: await closeRequirement(user, params.ref, decision.reason) };
      }
    },
    { resetOnSuccess: true },
  );
});

export default function BuyerRequirement({ loaderData, actionData }: Route.ComponentProps) {
  const { requirement: r, timeline, suppliers, quotes, sort, purchaseOrderNumber } = loaderData;
  const base = `/account/requirements/${r.reference}`;
  const t = useT('buyer-quotes');
  const domainText = useDomainText(r.knownNames);
  const href = useLocalisedHref();
  const failed = actionData && !actionData.ok ? actionData.result : undefined;
  const message = actionData?.ok ? actionData.message : undefined;
  const openQuotes = r.live ? quotes.filter((q) => q.open) : [];
  const placed = (intent: DecisionIntent, quoteId?: number): SubmissionResult<string[]> | undefined =>
    failed?.initialValue?.intent === intent && (quoteId === undefined || failed.initialValue.quoteId === String(quoteId)) ? failed : undefined;
  const isPlaced = failed && (openQuotes.some((q) => ['accept', 'decline', 'revise'].some((i) => placed(i as DecisionIntent, q.quoteId))) || (r.live && placed('close')));
  // A refusal that no form on the page can show (a quote no longer here, a hand-made post): every message, on top.
  const unplaced = failed && !isPlaced ? Object.values(failed.error ?? {}).flatMap((errors) => errors ?? []) : undefined;
  return (
    <div className="py-6" data-testid="buyer-requirement">
      <p className="font-mono text-sm text-slate-600">{r.reference}</p>
      <h1 className="text-2xl font-bold text-brand-700" data-user-text>
        {r.title}
      </h1>
      <p className="mt-1">
        <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-semibold" data-testid="requirement-state">
          {domainText(r.statusName)}
        </span>
      </p>
      {message ? (
        <p role="status" className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-3">
          {domainText(message)}
        </p>
      ) : null}
      <UnplacedErrors errors={unplaced} />
      {loaderData.reviewLink ? (
        <p className="mt-4">
          {t('youAccepted')}{' '}
          <a className="font-semibold text-brand-700 underline" href={href(loaderData.reviewLink)} data-testid="review-supplier">
            {t('reviewSupplier')}
          </a>
        </p>
      ) : null}
      {purchaseOrderNumber ? (
        <p className="mt-4 rounded-md border border-brand-600 bg-brand-50 p-3">
          <RichText
            text={t('purchaseOrderLine', { number: purchaseOrderNumber })}
            parts={[<strong />, <Link className="text-brand-700 underline" to={`/purchase-orders/${purchaseOrderNumber}`} />, <Link className="text-brand-700 underline" to={`/purchase-orders/${purchaseOrderNumber}.pdf`} reloadDocument download />]}
          />
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="what-heading">
          <h2 id="what-heading" className="text-lg font-bold">
            {t('whatYouAsked')}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium">{t('quantity')}</dt>
            <dd>{r.quantity}</dd>
            <dt className="font-medium">{t('targetPrice')}</dt>
            <dd>{r.targetPrice ? domainText(r.targetPrice) : t('noneGiven')}</dd>
            <dt className="font-medium">{t('deliveryTo')}</dt>
            <dd>{r.delivery}</dd>
            <dt className="font-medium">{t('neededBy')}</dt>
            <dd>{r.neededBy}</dd>
            <dt className="font-medium">{t('yourGstin')}</dt>
            <dd>{r.buyerGstin}</dd>
          </dl>
          {r.details ? (
            <p className="mt-2 whitespace-pre-line" data-user-text>
              {r.details}
            </p>
          ) : null}
          {r.attachments.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {r.attachments.map((a) => (
                <li key={a.href}>
                  <a href={a.href} className="text-brand-700 underline" data-user-text>
                    {a.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section aria-labelledby="timeline-heading">
          <h2 id="timeline-heading" className="text-lg font-bold">
            {t('lifeCycle')}
          </h2>
          <ol className="mt-2 space-y-1" data-testid="timeline">
            {timeline.map((step) => (
              <li key={step.state} data-state={step.state}>
                <span className="font-medium">{domainText(step.label)}:</span> {step.at}
              </li>
            ))}
          </ol>
          {r.closedReason ? (
            <p className="mt-2">
              {t('whyClosed')}{' '}
              <span data-user-text>{r.closedReason}</span>
            </p>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="suppliers-heading" className="mt-8">
        <h2 id="suppliers-heading" className="text-lg font-bold">
          {t('suppliersItWentTo', { count: suppliers.length })}
        </h2>
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {suppliers.map((s) => (
            <li key={s.slug} className="rounded-md border border-slate-300 p-3">
              <p className="font-semibold">
                <a href={href(`/suppliers/${s.slug}`)} className="underline" data-user-text>
                  {s.name}
                </a>{' '}
                {s.verified ? <span className="text-sm font-normal text-emerald-800">{t('identityReviewed')}</span> : null}
              </p>
              <p className="text-sm">
                {domainText(s.state)}
                {s.declined ? ` — ${s.declined.split(': ').map((part, i) => (i === 0 ? domainText(part) : part)).join(': ')}` : ''}
              </p>
              {s.messagesHref ? (
                <p className="mt-1 text-sm">
                  <a href={href(s.messagesHref)} className="font-semibold text-brand-700 underline" aria-label={t('messageNamed', { name: s.name })}>
                    {t('message')}
                  </a>
                </p>
              ) : null}
              <p className="mt-1 text-sm text-slate-700">{s.source === 'buyer_added' ? t('youAddedSupplier') : t('chosenBecause')}</p>
              {s.reasons.length > 0 ? (
                <ul className="list-disc pl-5 text-sm text-slate-700">
                  {s.reasons.map((reason) => (
                    <li key={reason}>{domainText(reason)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {r.live ? (
          <p className="mt-3">
            <a href={href(`${base}/suppliers/new`)} className="text-brand-700 underline">
              {t('addSupplier')}
            </a>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="quotes-heading" className="mt-8">
        <h2 id="quotes-heading" className="text-lg font-bold">
          {t('quotesSideBySide', { count: quotes.length })}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {t('landedExplained', { place: r.placeOfSupply })}
        </p>
        {quotes.length === 0 ? (
          <p className="mt-3">{t('noQuotesYet')}</p>
        ) : (
          <>
            <SortLinks sort={sort} basePath={base} />
            <QuoteComparison quotes={quotes} />
          </>
        )}
      </section>

      {openQuotes.length > 0 ? (
        <section aria-labelledby="decide-heading" className="mt-8">
          <h2 id="decide-heading" className="text-lg font-bold">
            {t('decide')}
          </h2>
          <ul className="mt-2 space-y-4">
            {openQuotes.map((q) => (
              <li key={q.quoteId} className="rounded-md border border-slate-300 p-4" data-testid={`decide-${q.quoteId}`}>
                <h3 className="font-semibold">
                  {t('decideHeading', { supplier: q.supplier.name, landed: q.current.landed, perUnit: domainText(q.current.perUnit) })}
                </h3>
                <div className="mt-3 grid gap-4 md:grid-cols-3">
                  <AcceptForm quoteId={q.quoteId} supplier={q.supplier.name} landed={q.current.landed} lastResult={placed('accept', q.quoteId)} />
                  <DeclineForm quoteId={q.quoteId} supplier={q.supplier.name} lastResult={placed('decline', q.quoteId)} />
                  <ReviseForm quoteId={q.quoteId} supplier={q.supplier.name} lastResult={placed('revise', q.quoteId)} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {r.live ? (
        <section aria-labelledby="close-heading" className="mt-8 max-w-xl">
          <h2 id="close-heading" className="text-lg font-bold">
            {t('closeHeading')}
          </h2>
          <CloseForm lastResult={placed('close')} />
        </section>
      ) : null}
    </div>
  );
}
