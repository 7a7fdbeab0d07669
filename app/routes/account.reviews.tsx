import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { RichText, useDomainText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import type { Route } from './+types/account.reviews';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { DoneNotice, UnplacedErrors } from '~/components/notices';
import { ReviewList, type ShownReview } from '~/components/trust/reviews';
import { useSchemaForm } from '~/components/use-schema-form';
import { formatIndianDay } from '~/domain/india-time';
import { REVIEW_REPLY_MAX, ReviewReplySchema, reviewerLabel } from '~/domain/reviews';
import { supplierUrl } from '~/domain/urls';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';
import { replyToReview, reviewsPage, type ReviewRow } from '~/services/trust/reviews.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const page = await reviewsPage(user.id);
  return { ...page, reviewed: new URL(request.url).searchParams.has('reviewed'), title: requestTranslator(request, 'sellerTrust')('reviews') };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, ReviewReplySchema, async (input) => {
    await replyToReview(user.id, input.reviewId, input.reply);
    return { message: requestTranslator(request, 'sellerTrust')('replyPublished'), reviewId: input.reviewId };
  });
});

const shown = (row: ReviewRow, byline: string): ShownReview => ({ ...row, byline, productName: row.productName });

function ReplyForm({ reviewId, lastResult }: { reviewId: number; lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const t = useT('sellerTrust');
  const [form, fields] = useSchemaForm(ReviewReplySchema, { id: `reply-${reviewId}`, lastResult, defaultValue: { reviewId: String(reviewId) } });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <FormErrors form={form} />
      <input {...getInputProps(fields.reviewId, { type: 'hidden' })} />
      <FormField meta={fields.reply} label={t('yourReply')} hint={t('yourReplyHint', { max: REVIEW_REPLY_MAX.toLocaleString('en-IN') })}>
        <textarea {...getTextareaProps(fields.reply, { ariaDescribedBy: fields.reply.descriptionId })} rows={3} className={inputClass} />
      </FormField>
      <div>
        <button type="submit" onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'} className={buttonClass}>
          {t('publishReply')}
        </button>
      </div>
    </Form>
  );
}

/** Why a moderator hid a review: the moderator's own words. */
function HiddenNote({ reason }: { reason: string | null }) {
  const t = useT('sellerTrust');
  return (
    <p className="text-sm text-red-800">
      {t('hiddenByModerator')} <span data-user-text>{reason}</span>
    </p>
  );
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { deals, mine, ofCompany, companyName, reviewed } = loaderData;
  const t = useT('sellerTrust');
  const locale = useLocale();
  const href = useLocalisedHref();
  const domainText = useDomainText();
  const message = actionData?.ok ? actionData.message : reviewed ? t('reviewPublished') : undefined;
  const failedFor = actionData && !actionData.ok ? Number(actionData.result.initialValue?.reviewId) : null;
  // A refusal for a review whose form is gone (replied meanwhile in another tab) is shown on top.
  const formShown = ofCompany.some((row) => row.id === failedFor && row.status === 'published' && !row.reply);
  const unplaced = actionData && !actionData.ok && !formShown ? Object.values(actionData.result.error ?? {}).flatMap((errors) => errors ?? []) : undefined;
  return (
    <section className="py-6">
      <h1 className="text-2xl font-bold text-brand-700">{t('reviews')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        <RichText text={t('reviewsIntro')} parts={[<Link key="reports" to="/account/reports" className="underline" />]} />
      </p>
      <DoneNotice message={message} />
      <UnplacedErrors errors={unplaced} />
      <h2 className="mt-6 text-lg font-bold">{t('dealsToReview')}</h2>
      {deals.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('noDealToReview')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2" data-testid="reviewable-deals">
          {deals.map((deal) => (
            <li key={deal.ref} className="rounded-md border border-slate-200 p-3">
              <p className="font-semibold">
                <a href={href(supplierUrl(deal.supplierSlug))} className="underline" data-user-text>
                  {deal.supplierName}
                </a>
              </p>
              <p className="text-sm text-slate-700">
                {domainText(deal.what)} · {formatIndianDay(deal.at, locale)}
              </p>
              <Link to={`/account/reviews/new?deal=${deal.ref}`} className="mt-1 inline-block text-brand-700 underline">
                {t('reviewThisSupplier')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-6 text-lg font-bold">{t('yourReviews')}</h2>
      {mine.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('noReviewWritten')}</p>
      ) : (
        <ReviewList
          testId="my-reviews"
          reviews={mine.map((row) => shown(row, t('yourReviewOf', { name: row.supplierName })))}
          extra={(review) => {
            const row = mine.find((r) => r.id === review.id);
            return row?.status === 'hidden' ? <HiddenNote reason={row.hiddenReason} /> : null;
          }}
        />
      )}
      {companyName ? (
        <>
          <h2 className="mt-6 text-lg font-bold">{t('reviewsOf', { company: companyName })}</h2>
          {ofCompany.length === 0 ? (
            <p className="mt-2 text-slate-700">{t('noReviewOfCompany')}</p>
          ) : (
            <ReviewList
              testId="company-reviews"
              reviews={ofCompany.map((row) => shown(row, reviewerLabel(row.buyerStateName)))}
              extra={(review) => {
                const row = ofCompany.find((r) => r.id === review.id);
                if (row?.status === 'hidden') return <HiddenNote reason={row.hiddenReason} />;
                if (review.reply) return null;
                return <ReplyForm reviewId={review.id} lastResult={failedFor === review.id ? actionData?.result : undefined} />;
              }}
            />
          )}
        </>
      ) : null}
    </section>
  );
}
