import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { Form } from '~/components/i18n/links';
import type { Route } from './+types/account.reviews.new';
import { BackLink } from '~/components/back-link';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { useSchemaForm } from '~/components/use-schema-form';
import { formatIndianMoment } from '~/domain/india-time';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_RATING_MAX, REVIEW_RATING_MIN, ReviewFormSchema, stars } from '~/domain/reviews';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { dealToReview, submitReview } from '~/services/trust/reviews.server';
import { localisedRedirect } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = () => [{ title: 'Review a supplier' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const deal = await dealToReview(user.id, new URL(request.url).searchParams.get('deal'));
  return { deal: { ref: deal.ref, supplierName: deal.supplierName, what: deal.what, at: formatIndianMoment(deal.at) } };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, ReviewFormSchema, async (input) => {
    await submitReview(user.id, input);
    return localisedRedirect(request, '/account/reviews?reviewed=1');
  });
});

const RATINGS = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, i) => REVIEW_RATING_MAX - i);

export default function NewReview({ loaderData, actionData }: Route.ComponentProps) {
  const { deal } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(ReviewFormSchema, { id: 'review', lastResult: actionData?.result, defaultValue: { deal: deal.ref } });
  return (
    <section className="py-6">
      <BackLink to="/account/reviews">Reviews</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-brand-700">Review {deal.supplierName}</h1>
      <p className="mt-2 text-slate-700">
        {deal.what}, {deal.at}. Your review shows on the supplier’s page with your state, not your company’s name. It cannot be edited once sent.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 flex max-w-2xl flex-col gap-5">
        <FormErrors form={form} />
        <input {...getInputProps(fields.deal, { type: 'hidden' })} />
        <FormField meta={fields.rating} label="Rating" hint="5 is the best.">
          <select {...getSelectProps(fields.rating, { ariaDescribedBy: fields.rating.descriptionId })} className={inputClass}>
            <option value="">Choose a rating</option>
            {RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {`${rating} — ${stars(rating)}`}
              </option>
            ))}
          </select>
        </FormField>
        <FormField meta={fields.body} label="Your review" hint={`${REVIEW_BODY_MIN} to ${REVIEW_BODY_MAX.toLocaleString('en-IN')} characters: quality, delivery, how they dealt with you.`}>
          <textarea {...getTextareaProps(fields.body, { ariaDescribedBy: fields.body.descriptionId })} rows={6} className={inputClass} />
        </FormField>
        <div>
          <button type="submit" onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'} className={buttonClass}>
            Send review
          </button>
        </div>
      </Form>
    </section>
  );
}
