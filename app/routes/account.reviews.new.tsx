import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { useDomainText, useT } from '~/components/i18n/context';
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
import { localeOf, localisedRedirect, requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const deal = await dealToReview(user.id, new URL(request.url).searchParams.get('deal'));
  return {
    deal: { ref: deal.ref, supplierName: deal.supplierName, what: deal.what, at: formatIndianMoment(deal.at, localeOf(request)) },
    title: requestTranslator(request, 'sellerTrust')('reviewASupplier'),
  };
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
  const t = useT('sellerTrust');
  const domainText = useDomainText();
  const [form, fields] = useSchemaForm(ReviewFormSchema, { id: 'review', lastResult: actionData?.result, defaultValue: { deal: deal.ref } });
  return (
    <section className="py-6">
      <BackLink to="/account/reviews">{t('reviews')}</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-brand-700">{t('reviewOf', { name: deal.supplierName })}</h1>
      <p className="mt-2 text-slate-700">{t('reviewShownHow', { deal: domainText(deal.what), at: deal.at })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 flex max-w-2xl flex-col gap-5">
        <FormErrors form={form} />
        <input {...getInputProps(fields.deal, { type: 'hidden' })} />
        <FormField meta={fields.rating} label={t('rating')} hint={t('ratingHint')}>
          <select {...getSelectProps(fields.rating, { ariaDescribedBy: fields.rating.descriptionId })} className={inputClass}>
            <option value="">{t('chooseRating')}</option>
            {RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {`${rating} — ${stars(rating)}`}
              </option>
            ))}
          </select>
        </FormField>
        <FormField meta={fields.body} label={t('yourReview')} hint={t('yourReviewHint', { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX.toLocaleString('en-IN') })}>
          <textarea {...getTextareaProps(fields.body, { ariaDescribedBy: fields.body.descriptionId })} rows={6} className={inputClass} />
        </FormField>
        <div>
          <button type="submit" onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'} className={buttonClass}>
            {t('sendReview')}
          </button>
        </div>
      </Form>
    </section>
  );
}
