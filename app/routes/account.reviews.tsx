import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { useNavigation } from 'react-router';
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
import { replyToReview, reviewsPage, type ReviewRow } from '~/services/trust/reviews.server';

export const meta: Route.MetaFunction = () => [{ title: 'Reviews' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const page = await reviewsPage(user.id);
  return { ...page, reviewed: new URL(request.url).searchParams.has('reviewed') };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, ReviewReplySchema, async (input) => {
    await replyToReview(user.id, input.reviewId, input.reply);
    return { message: 'Your reply is published under the review.', reviewId: input.reviewId };
  });
});

const shown = (row: ReviewRow, byline: string): ShownReview => ({ ...row, byline, productName: row.productName });

function ReplyForm({ reviewId, lastResult }: { reviewId: number; lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(ReviewReplySchema, { id: `reply-${reviewId}`, lastResult, defaultValue: { reviewId: String(reviewId) } });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <FormErrors form={form} />
      <input {...getInputProps(fields.reviewId, { type: 'hidden' })} />
      <FormField meta={fields.reply} label="Your reply (one per review)" hint={`Up to ${REVIEW_REPLY_MAX.toLocaleString('en-IN')} characters, shown under the review on your page.`}>
        <textarea {...getTextareaProps(fields.reply, { ariaDescribedBy: fields.reply.descriptionId })} rows={3} className={inputClass} />
      </FormField>
      <div>
        <button type="submit" onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'} className={buttonClass}>
          Publish reply
        </button>
      </div>
    </Form>
  );
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { deals, mine, ofCompany, companyName, reviewed } = loaderData;
  const message = actionData?.ok ? actionData.message : reviewed ? 'Thank you. Your review is published on the supplier’s page.' : undefined;
  const failedFor = actionData && !actionData.ok ? Number(actionData.result.initialValue?.reviewId) : null;
  // A refusal for a review whose form is gone (replied meanwhile in another tab) is shown on top.
  const formShown = ofCompany.some((row) => row.id === failedFor && row.status === 'published' && !row.reply);
  const unplaced = actionData && !actionData.ok && !formShown ? Object.values(actionData.result.error ?? {}).flatMap((errors) => errors ?? []) : undefined;
  return (
    <section className="py-6">
      <h1 className="text-2xl font-bold text-brand-700">Reviews</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Reviews on TradeSetu come only from real deals on the site: a quote you accepted, or a conversation the supplier marked won. Each deal gets one review. Your reports of abuse
        and their outcomes are on{' '}
        <Link to="/account/reports" className="underline">
          your reports
        </Link>
        .
      </p>
      <DoneNotice message={message} />
      <UnplacedErrors errors={unplaced} />
      <h2 className="mt-6 text-lg font-bold">Deals you can review</h2>
      {deals.length === 0 ? (
        <p className="mt-2 text-slate-700">No deal is waiting for your review.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2" data-testid="reviewable-deals">
          {deals.map((deal) => (
            <li key={deal.ref} className="rounded-md border border-slate-200 p-3">
              <p className="font-semibold">
                <a href={supplierUrl(deal.supplierSlug)} className="underline">
                  {deal.supplierName}
                </a>
              </p>
              <p className="text-sm text-slate-700">
                {deal.what} · {formatIndianDay(deal.at)}
              </p>
              <Link to={`/account/reviews/new?deal=${deal.ref}`} className="mt-1 inline-block text-brand-700 underline">
                Review this supplier
              </Link>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-6 text-lg font-bold">Your reviews</h2>
      {mine.length === 0 ? (
        <p className="mt-2 text-slate-700">You have not reviewed a supplier yet.</p>
      ) : (
        <ReviewList
          testId="my-reviews"
          reviews={mine.map((row) => shown(row, `Your review of ${row.supplierName}`))}
          extra={(review) => {
            const row = mine.find((r) => r.id === review.id);
            return row?.status === 'hidden' ? <p className="text-sm text-red-800">Hidden by a moderator: {row.hiddenReason}</p> : null;
          }}
        />
      )}
      {companyName ? (
        <>
          <h2 className="mt-6 text-lg font-bold">Reviews of {companyName}</h2>
          {ofCompany.length === 0 ? (
            <p className="mt-2 text-slate-700">No buyer has reviewed your company yet.</p>
          ) : (
            <ReviewList
              testId="company-reviews"
              reviews={ofCompany.map((row) => shown(row, reviewerLabel(row.buyerStateName)))}
              extra={(review) => {
                const row = ofCompany.find((r) => r.id === review.id);
                if (row?.status === 'hidden') return <p className="text-sm text-red-800">Hidden by a moderator: {row.hiddenReason}</p>;
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
