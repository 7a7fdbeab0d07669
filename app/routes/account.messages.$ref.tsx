import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { randomUUID } from 'node:crypto';
import { useEffect } from 'react';
import { data } from 'react-router';
import { useDomainText, useT } from '~/components/i18n/context';
import { useQuantityText } from '~/components/i18n/units';
import { Form, Link } from '~/components/i18n/links';
import { BackLink } from '~/components/back-link';
import type { Route } from './+types/account.messages.$ref';
import { MessageItem, useLiveMessages } from '~/components/conversations/thread-messages';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, fileInputClass, inputClass } from '~/components/form-controls';
import { DoneNotice } from '~/components/notices';
import { useHydrated } from '~/components/use-hydrated';
import { useSchemaForm } from '~/components/use-schema-form';
import { MAX_MESSAGE_ATTACHMENTS, MAX_MESSAGE_CHARS } from '~/domain/conversation';
import { formatMobileForDisplay } from '~/domain/india-ids';
import { contactFormSchema, messageFormSchema } from '~/domain/thread-forms';
import { productUrl } from '~/domain/urls';
import { requireUser } from '~/services/accounts/sessions.server';
import { setContactSharing, sendMessage } from '~/services/conversations/thread-messages.server';
import { markThreadRead, threadPage } from '~/services/conversations/thread-pages.server';
import { threadFor } from '~/services/conversations/threads.server';
import { TooLargeError } from '~/services/errors.server';
import { readFormData, uploadsFrom } from '~/services/http/body.server';
import { formHeaders, submitForm, type FormFailure } from '~/services/http/form-action.server';
import { idempotencyScope, idempotent } from '~/services/http/idempotency.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { reviewLinkFor } from '~/services/trust/reviews.server';
import { localisedRedirect, requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ data: page }) => [{ title: page?.title ?? 'Messages' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const before = Number(url.searchParams.get('before') ?? '');
  // Opening the page marks nothing read (no state change on GET): the page posts what it showed.
  const page = await threadPage(user.id, params.ref, { before: Number.isSafeInteger(before) && before > 0 ? before : undefined });
  const done = url.searchParams.get('done');
  // The buyer of a thread the supplier marked won is offered to review the supplier (once).
  const { thread, side } = await threadFor(user.id, params.ref);
  const reviewLink = side === 'buyer' && thread.leadStatus === 'won' ? await reviewLinkFor(user.id, { kind: 'thread', id: thread.id }) : null;
  const t = requestTranslator(request, 'buyer-messages');
  const name = page.parties.sellerName;
  return {
    page,
    reviewLink,
    title: t('threadTitle', { subject: page.subject === 'General inquiry' ? t('generalInquiry') : page.subject }),
    // A fresh key for each rendering of the composer: a double click or a resent form posts one message.
    idempotencyKey: randomUUID(),
    notice: done === 'shared' ? t('sharedNotice', { name }) : done === 'unshared' ? t('unsharedNotice', { name }) : null,
  };
});

export const headers = formHeaders;

/** Files and text of one message, with room for the multipart wrapping; beyond it the form is refused in words. */
const TOO_LARGE = `The message is too large to send: it can carry at most ${MAX_MESSAGE_ATTACHMENTS} files of up to 10 MB each. Attach fewer or smaller files.`;

export const action = withAppErrors(async ({ request, params, context }: Route.ActionArgs) => {
  const user = await requireUser(request);
  // Not this user's conversation: 404 before the body is read or anything stored.
  const { thread } = await threadFor(user.id, params.ref);
  const here = `/account/messages/${thread.reference}`;
  let form: FormData;
  try {
    form = await readFormData(request, TOO_LARGE);
  } catch (error) {
    if (!(error instanceof TooLargeError)) throw error;
    return data<FormFailure>({ ok: false, result: { status: 'error', error: { files: [error.publicMessage] } } }, { status: 413 });
  }
  const intent = form.get('intent');
  if (intent === 'share' || intent === 'unshare') {
    return submitForm(form, contactFormSchema(), async (input) => {
      await setContactSharing(user.id, thread.reference, input.intent === 'share');
      return localisedRedirect(request, `${here}?done=${input.intent === 'share' ? 'shared' : 'unshared'}`);
    });
  }
  return idempotent(request, { scope: idempotencyScope(user, context.clientIp), route: 'message', form }, () =>
    submitForm(form, messageFormSchema(), async ({ body, idempotencyKey }, raw) => {
      const uploads = await uploadsFrom(raw, 'files');
      await sendMessage(user.id, thread.reference, { body, uploads, idempotencyKey });
      // Whoever answers has read what they answered (also the way a reader without JavaScript marks it).
      await markThreadRead(user.id, thread.reference, Number.MAX_SAFE_INTEGER);
      return localisedRedirect(request, `${here}#composer`, 303);
    }),
  );
});

export default function ThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, idempotencyKey, notice, reviewLink } = loaderData;
  const t = useT('buyer-messages');
  const domainText = useDomainText();
  const quantity = useQuantityText();
  const hydrated = useHydrated();
  const arrived = useLiveMessages(page.reference, page.lastMessageId, hydrated && page.isNewestPage);
  const messages = [...page.messages, ...arrived];
  useReadMark(page.reference, page.isNewestPage && hydrated, Math.max(page.lastMessageId, ...arrived.map((message) => message.id)));
  const lastOwn = [...messages].reverse().find((message) => message.side === page.side);
  const { about } = page;
  const counterpart = page.side === 'buyer' ? page.parties.sellerName : page.parties.buyerLabel;
  return (
    <article className="py-6" aria-labelledby="thread-heading">
      <BackLink to="/account/messages">{t('allMessages')}</BackLink>
      <h1 id="thread-heading" className="mt-2 text-2xl font-bold text-brand-700" data-user-text>
        {domainText(page.subject)}
      </h1>
      <div className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800" data-testid="thread-about">
        {about.kind === 'inquiry' ? (
          <p>
            {t('aboutInquiry', { reference: about.reference })}{' '}
            <span data-user-text>
              {about.productSlug ? (
                <Link to={productUrl(about.productSlug)} className="text-brand-700 underline">
                  {about.title}
                </Link>
              ) : (
                domainText(about.title)
              )}
            </span>{' '}
            — {quantity(about.quantity, about.unit)}
          </p>
        ) : (
          <p>
            {t('aboutRequirement')}{' '}
            <Link to={about.href} className="text-brand-700 underline">
              {about.reference}
            </Link>
            : <span data-user-text>{about.title}</span> — {quantity(about.quantity, about.unit)}
          </p>
        )}
        <p className="mt-1">
          {page.side === 'buyer' ? t('supplier') : t('buyer')}: <strong data-user-text>{counterpart}</strong>
        </p>
        <ContactDetails page={page} />
        {reviewLink ? (
          <p className="mt-2">
            {t('dealWon')}{' '}
            <Link to={reviewLink} className="font-semibold text-brand-700 underline" data-testid="review-supplier">
              {t('reviewSupplier')}
            </Link>
          </p>
        ) : null}
      </div>
      <DoneNotice message={notice} />
      {page.olderBefore ? (
        <p className="mt-4 text-center text-sm">
          <Link to={`?before=${page.olderBefore}`} className="text-brand-700 underline">
            {t('olderMessages')}
          </Link>
        </p>
      ) : null}
      {!page.isNewestPage ? (
        <p className="mt-2 text-center text-sm">
          <Link to="." className="text-brand-700 underline">
            {t('newestMessages')}
          </Link>
        </p>
      ) : null}
      <ol className="mt-4 space-y-3" aria-label={t('conversation')} aria-live="polite" data-testid="messages">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} own={message.side === page.side} seen={message.id === lastOwn?.id && page.seenMessageId === message.id} />
        ))}
      </ol>
      {page.isNewestPage ? (
        <p className="mt-3 text-right text-sm">
          <Link to="." reloadDocument className="text-brand-700 underline">
            {t('refresh')}
          </Link>
        </p>
      ) : null}
      <Composer key={idempotencyKey} idempotencyKey={idempotencyKey} lastResult={actionData?.result} />
    </article>
  );
}

type Page = Route.ComponentProps['loaderData']['page'];

/** The buyer's phone and email: the seller sees them only once shared; the buyer shares or withdraws them here. */
function ContactDetails({ page }: { page: Page }) {
  const { contact } = page;
  const t = useT('buyer-messages');
  const name = page.parties.sellerName;
  if (page.side === 'seller') {
    if (!contact) return <p className="mt-1 text-slate-700">{t('buyerNotShared')}</p>;
    return (
      <p className="mt-1" data-testid="buyer-contact" data-user-text>
        {contact.name}
        {contact.email ? (
          <>
            {' '}
            · <a href={`mailto:${contact.email}`} className="text-brand-700 underline">{contact.email}</a>
          </>
        ) : null}
        {contact.mobile ? (
          <>
            {' '}
            · <a href={`tel:${contact.mobile}`} className="text-brand-700 underline">{formatMobileForDisplay(contact.mobile)}</a>
          </>
        ) : null}
      </p>
    );
  }
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-center gap-2">
      {page.contactShared ? (
        <>
          <span>{t('sellerSees', { name })}</span>
          <input type="hidden" name="intent" value="unshare" />
          <button type="submit" className="rounded-md border border-slate-500 px-3 py-1 text-sm font-semibold text-slate-800">
            {t('stopSharing')}
          </button>
        </>
      ) : (
        <>
          <span>{t('sellerDoesNotSee', { name })}</span>
          <input type="hidden" name="intent" value="share" />
          <button type="submit" className="rounded-md border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700">
            {t('shareWith', { name })}
          </button>
        </>
      )}
    </Form>
  );
}

function Composer({ idempotencyKey, lastResult }: { idempotencyKey: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm(messageFormSchema(), { id: 'composer', lastResult, nativeConstraints: false });
  const t = useT('buyer-messages');
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 space-y-3 border-t border-slate-200 pt-4" {...getFormProps(form)}>
      <h2 className="text-lg font-semibold text-slate-900">{t('writeMessage')}</h2>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <FormField meta={fields.body} label={t('messageLabel')} hint={t('messageHint', { max: MAX_MESSAGE_CHARS.toLocaleString('en-IN') })}>
        <textarea {...getTextareaProps(fields.body, { ariaDescribedBy: fields.body.descriptionId })} rows={4} className={inputClass} />
      </FormField>
      <FormField meta={fields.files} label={t('filesLabel')} optional hint={t('filesHint', { max: MAX_MESSAGE_ATTACHMENTS })}>
        <input {...getInputProps(fields.files, { type: 'file', ariaDescribedBy: fields.files.descriptionId })} multiple accept="image/jpeg,image/png,image/webp,application/pdf,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" className={fileInputClass} />
      </FormField>
      <button type="submit" className={buttonClass}>
        {t('send')}
      </button>
    </Form>
  );
}

/**
 * Posts "read up to here" once the newest messages are on screen, and again as live ones arrive
 * (issue 18: the GET that shows them changes nothing). A page in a background tab waits until it
 * is looked at. A plain request to a resource route, so nothing on the page reloads (a fetcher
 * would revalidate the page and reset the composer). Without JavaScript, answering marks it read.
 */
function useReadMark(reference: string, enabled: boolean, upTo: number): void {
  useEffect(() => {
    if (!enabled || upTo < 1) return;
    const post = () => void fetch(`/account/messages/${reference}/read`, { method: 'POST', body: new URLSearchParams({ intent: 'read', upTo: String(upTo) }) }).catch(() => undefined);
    if (document.visibilityState === 'visible') return post();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', onVisible);
      post();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reference, enabled, upTo]);
}
