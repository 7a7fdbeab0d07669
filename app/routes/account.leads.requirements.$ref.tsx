import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import { RichText, useDomainText, useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import { BackLink } from '~/components/back-link';
import type { Route } from './+types/account.leads.requirements.$ref';
import { DeclineForm, QuoteForm } from '~/components/requirements/quote-form';
import { DeclinedNotice, LandedCostTable, OwnQuoteHistory, RequirementFacts } from '~/components/requirements/supplier-requirement';
import { DeclineFormSchema, quoteFormSchema, quoteFormValues } from '~/domain/quote-form';
import { isQuoteOpen, MATCH_STATE_NAMES, REQUIREMENT_STATE_NAMES } from '~/domain/requirement';
import { requireUser } from '~/services/accounts/sessions.server';
import { TooLargeError, ValidationError } from '~/services/errors.server';
import { readFormData } from '~/services/http/body.server';
import { formHeaders, submitForm, type FormFailure } from '~/services/http/form-action.server';
import { idempotencyScope, idempotent } from '~/services/http/idempotency.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { storePrivateFile } from '~/services/requirements/private-files.server';
import { declineRequirement, quotePreview, submitQuote } from '~/services/requirements/quotes.server';
import { markRequirementSeen, requirementForSupplier } from '~/services/requirements/seller-inbox.server';
import { ratesInForce } from '~/services/tax/gst-rates.server';
import { localisedRedirect, requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ data: page }) => [{ title: page?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const [view, gstRates] = await Promise.all([requirementForSupplier(user.id, params.ref), ratesInForce(new Date())]);
  const latest = view.quote?.versions.at(-1);
  const sent = new URL(request.url).searchParams.get('sent');
  const t = requestTranslator(request, 'sellerQuotes');
  return {
    title: t('pageTitle', { title: view.requirement.title }),
    view,
    gstRates,
    // A fresh key for each form shown: a double click or a retried request of this form sends it once.
    values: quoteFormValues(randomUUID(), { quantity: view.requirement.quantity, version: latest }),
    notice: sent === 'declined' ? t('declinedNotice') : sent && /^\d+$/.test(sent) ? t('sentNotice', { version: sent }) : null,
  };
});

export const headers = formHeaders;

/** The quote form's body: up to one 10 MB attachment and the text, refused beyond that with the message at the file. */
async function readQuoteBody(request: Request): Promise<FormData | ReturnType<typeof data<FormFailure>>> {
  try {
    return await readFormData(request, 'The attachment is larger than 10 MB; attach a smaller file.');
  } catch (error) {
    if (!(error instanceof TooLargeError)) throw error;
    return data<FormFailure>({ ok: false, result: { status: 'error', error: { attachment: [error.publicMessage] } } }, { status: 413 });
  }
}

export const action = withAppErrors(async ({ request, params, context }: Route.ActionArgs) => {
  const user = await requireUser(request);
  // A requirement not sent to this user's company is a 404 before anything is read or stored.
  const view = await requirementForSupplier(user.id, params.ref);
  const here = `/account/leads/requirements/${view.requirement.reference}`;
  const form = await readQuoteBody(request);
  if (!(form instanceof FormData)) return form;
  if (form.get('intent') === 'seen') {
    await markRequirementSeen(user.id, view.requirement.reference);
    return localisedRedirect(request, here);
  }
  if (form.get('intent') === 'decline') {
    return submitForm(form, DeclineFormSchema, async ({ reason, note }) => {
      await declineRequirement(user.id, view.requirement.reference, reason, note);
      return localisedRedirect(request, `${here}?sent=declined`);
    });
  }
  const quote = () => submitForm(form, quoteFormSchema(), async ({ checkOnly, idempotencyKey, input }, raw) => {
    if (checkOnly) return { preview: await quotePreview(user.id, view.requirement.deliveryStateCode, input) };
    const file = raw.get('attachment');
    let attachment = null;
    if (file instanceof File && file.size > 0) {
      try {
        attachment = await storePrivateFile(file.name, new Uint8Array(await file.arrayBuffer()));
      } catch (error) {
        // Shown at the file picker rather than above the form.
        if (error instanceof TooLargeError) throw new TooLargeError(error.publicMessage, { attachment: [error.publicMessage] });
        if (error instanceof ValidationError) throw new ValidationError(error.publicMessage, { attachment: [error.publicMessage] });
        throw error;
      }
    }
    const sent = await submitQuote(user.id, view.requirement.reference, input, attachment, idempotencyKey);
    return localisedRedirect(request, `${here}?sent=${sent.version}`);
  });
  // "Check the totals" only previews; sending the quote is the create a retry must not repeat.
  return form.get('intent') === 'check' ? quote() : idempotent(request, { scope: idempotencyScope(user, context.clientIp), route: 'quote', form }, quote);
});

export default function SupplierRequirementPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, gstRates, values, notice } = loaderData;
  const { requirement: r, match, quote } = view;
  const live = r.state === 'open' || r.state === 'quoted';
  const canQuote = live && match.state !== 'declined' && (!quote || isQuoteOpen(quote.state));
  const canDecline = live && match.state === 'pending';
  const declineResult = actionData?.result?.initialValue?.intent === 'decline' ? actionData.result : undefined;
  const quoteResult = declineResult ? undefined : actionData?.result;
  const preview = actionData && actionData.ok && 'preview' in actionData ? actionData.preview : undefined;
  const t = useT('sellerQuotes');
  const inbox = useT('sellerLeads');
  const domainText = useDomainText();
  return (
    <article className="py-6">
      <BackLink to="/account/leads/requirements">{inbox('inboxTitle')}</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-brand-700" data-user-text>
        {r.title}
      </h1>
      <p className="mt-1 text-sm text-slate-700" data-testid="requirement-state">
        <RichText
          text={t('stateLine', { reference: r.reference, requirementState: domainText(REQUIREMENT_STATE_NAMES[r.state]), answer: domainText(MATCH_STATE_NAMES[match.state]) })}
          parts={[<strong />, <strong />]}
        />
      </p>
      {notice && !actionData ? (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {notice}
        </p>
      ) : null}
      {match.unread ? (
        <Form method="post" className="mt-3">
          <button type="submit" name="intent" value="seen" className="rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold">
            {t('markRead')}
          </button>
        </Form>
      ) : null}
      {view.messagesHref ? (
        <p className="mt-3">
          <Link to={view.messagesHref} className="inline-block rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700">
            {t('messageBuyer')}
          </Link>
        </p>
      ) : null}
      <RequirementFacts requirement={r} reasons={match.reasons} />
      {match.state === 'declined' ? <DeclinedNotice reason={match.declineReason} note={match.declineNote} at={match.respondedAt} /> : null}
      {quote ? <OwnQuoteHistory quote={quote} reference={r.reference} unit={r.unit} deliveryStateCode={r.deliveryStateCode} purchaseOrderNumber={view.purchaseOrderNumber} /> : null}
      {canQuote ? (
        <section className="mt-8 border-t border-slate-200 pt-5" aria-labelledby="quote-form-heading">
          <h2 id="quote-form-heading" className="text-xl font-semibold text-slate-900">
            {quote ? t('reviseQuote') : t('sendAQuote')}
          </h2>
          {quote ? <p className="mt-1 text-sm text-slate-700">{t('revisionHint')}</p> : null}
          {preview ? (
            <div className="mt-4 rounded-md border border-sky-300 bg-sky-50 p-3" role="status">
              <p className="mb-2 text-sm font-semibold text-sky-950">{t('previewTitle')}</p>
              <LandedCostTable cost={preview} unit={r.unit} />
            </div>
          ) : null}
          <QuoteForm formId={`quote-${r.reference}-v${quote?.currentVersion ?? 0}`} revising={quote !== null} unit={r.unit} values={values} gstRates={gstRates} lastResult={quoteResult} />
        </section>
      ) : !live ? (
        <p className="mt-8 text-slate-700">{t('noMoreQuotes', { state: domainText(REQUIREMENT_STATE_NAMES[r.state]).toLowerCase() })}</p>
      ) : null}
      {canDecline ? (
        <details className="mt-8 border-t border-slate-200 pt-5" open={declineResult !== undefined}>
          <summary className="cursor-pointer font-semibold text-slate-900">{t('cannotQuote')}</summary>
          <DeclineForm lastResult={declineResult} />
        </details>
      ) : null}
    </article>
  );
}
