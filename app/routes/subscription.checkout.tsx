import { getCollectionProps, getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { Form } from '~/components/i18n/links';
import { z } from 'zod';
import type { Route } from './+types/subscription.checkout';
import { buttonClass, inputClass, TaxBreakdown } from '~/components/billing/ui';
import { FormErrors, FormField } from '~/components/form-field';
import { useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { stateName } from '~/content/state-names-hi';
import { PLAN_NAMES_HI } from '~/content/site-content-hi';
import { useSchemaForm } from '~/components/use-schema-form';
import { checkoutSchema } from '~/domain/billing';
import { indianStates } from '~/domain/india-states';
import { formatInr } from '~/domain/money';
import { requireUser } from '~/services/accounts/sessions.server';
import { checkoutPage, createOrder } from '~/services/billing/orders.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { idempotencyScope, idempotent } from '~/services/http/idempotency.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { localeOf, localisedRedirect, requestTranslator } from '~/services/i18n/request.server';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.seoTitle ?? 'Checkout' }, { name: 'robots', content: 'noindex' }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const loaded = await checkoutPage(user.id, new URL(request.url).searchParams);
  const page = localeOf(request) === 'hi' ? { ...loaded, plan: { ...loaded.plan, name: PLAN_NAMES_HI[loaded.plan.id] ?? loaded.plan.name } } : loaded;
  const seoTitle = requestTranslator(request, 'membership')('checkoutTitle', { plan: page.plan.name });
  // Problems with the draft (a GSTIN from another state) show beside their fields, as after a submit.
  const draftResult: SubmissionResult<string[]> | undefined =
    Object.keys(page.draftErrors).length > 0 ? { status: 'error', initialValue: page.draft, error: page.draftErrors } : undefined;
  return { ...page, draftResult, seoTitle };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, context }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return idempotent(request, { scope: idempotencyScope(user, context.clientIp), route: 'order' }, () =>
    submitForm(request, checkoutSchema, async (input) => {
      const { order } = await createOrder(user.id, input);
      return localisedRedirect(request, `/subscription/orders/${order.reference}`);
    }),
  );
});

// "Update price" only re-renders the page for the draft, so it is not held back by the full checks.
const priceUpdate = z.record(z.string(), z.unknown());
const isPriceUpdate = (submitter: HTMLElement | null | undefined) => submitter instanceof HTMLButtonElement && submitter.formNoValidate;


export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, draft } = loaderData;
  const t = useT('membership');
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-700">{t('buyPlan', { plan: plan.name })}</h1>
      <p className="mt-2 text-slate-700">{t('checkoutIntro', { price: formatInr(plan.pricePaise) })}</p>
      {/* A new draft from "Update price" starts the form afresh with what the buyer typed. */}
      <CheckoutForm key={JSON.stringify(draft)} page={loaderData} lastResult={actionData?.result} />
    </main>
  );
}

function CheckoutForm({ page, lastResult }: { page: Route.ComponentProps['loaderData']; lastResult: SubmissionResult<string[]> | undefined }) {
  const { plan, draft, draftResult, lines, idempotencyKey, razorpay } = page;
  const busy = useNavigation().state === 'submitting';
  const t = useT('membership');
  const href = useLocalisedHref();
  const locale = useLocale();
  const states = indianStates.map((s) => ({ code: s.gstCode, name: stateName(s.gstCode, locale) }));
  const [form, fields] = useSchemaForm(checkoutSchema, {
    id: 'checkout',
    lastResult: lastResult ?? draftResult,
    defaultValue: draft,
    schemaFor: (submitter) => (isPriceUpdate(submitter) ? priceUpdate : undefined),
  });
  // The hidden fields come from the page; a problem with them is about the whole page, so it shows on top.
  const pageErrors = [fields.plan, fields.idempotencyKey, fields.expectedTotalPaise].flatMap((field) => field.errors ?? []);
  const providers = getCollectionProps(fields.provider, { type: 'radio', options: razorpay ? ['upi', 'razorpay'] : ['upi'] });
  return (
    <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
      <FormErrors form={{ errorId: form.errorId, errors: [...(form.errors ?? []), ...pageErrors] }} />
      <input type="hidden" name={fields.plan.name} value={plan.id} />
      <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
      <input type="hidden" name={fields.expectedTotalPaise.name} value={lines.totalPaise} />
      <FormField meta={fields.billingName} label={t('billingName')}>
        <input {...getInputProps(fields.billingName, { type: 'text' })} className={inputClass} autoComplete="organization" />
      </FormField>
      <FormField meta={fields.gstin} label={t('gstinOptional')} hint={t('gstinHint')}>
        <input
          {...getInputProps(fields.gstin, { type: 'text', ariaDescribedBy: fields.gstin.descriptionId })}
          className={inputClass}
          maxLength={15}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </FormField>
      <FormField meta={fields.billingAddress} label={t('billingAddress')}>
        <textarea {...getTextareaProps(fields.billingAddress)} className={inputClass} rows={3} autoComplete="street-address" />
      </FormField>
      <FormField meta={fields.billingStateCode} label={t('billingState')}>
        <select {...getSelectProps(fields.billingStateCode)} className={inputClass}>
          {states.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset aria-describedby={fields.provider.errors ? fields.provider.errorId : undefined}>
        <legend className="font-medium text-slate-800">{t('payWith')}</legend>
        {providers.map(({ key, ...props }) => (
          <label key={key} className="mt-1 flex items-center gap-2">
            <input {...props} />
            {props.value === 'razorpay' ? t('payRazorpay') : t('payUpi')}
          </label>
        ))}
        {fields.provider.errors ? (
          <p id={fields.provider.errorId} className="mt-1 text-sm text-red-700" role="alert">
            {fields.provider.errors.join(' ')}
          </p>
        ) : null}
      </fieldset>

      <h2 className="mt-8 text-lg font-semibold">{t('price')}</h2>
      <TaxBreakdown lines={lines} caption={t('oneYear', { plan: plan.name })} />
      <p className="mt-2 text-sm text-slate-600">{t('updatePriceHint')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {/* Re-renders the page for the draft by GET; nothing is validated or saved. */}
        <button type="submit" formMethod="get" formAction={href('/subscription/checkout')} formNoValidate className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700">
          {t('updatePrice')}
        </button>
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? t('placingOrder') : t('continueToPay', { amount: formatInr(lines.totalPaise) })}
        </button>
      </div>
    </Form>
  );
}
