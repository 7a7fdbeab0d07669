import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/subscription.checkout';
import { buttonClass, Field, inputClass, TaxBreakdown } from '~/components/billing/ui';
import { checkoutSchema } from '~/domain/billing';
import { parseGstin } from '~/domain/india-ids';
import { indianStates } from '~/domain/india-states';
import { formatInr } from '~/domain/money';
import { requireUser } from '~/services/accounts/sessions.server';
import { BillingError } from '~/services/billing/errors.server';
import { billingFailure, fieldErrorsOf, formValues, rethrowAsResponse } from '~/services/billing/http.server';
import {
  checkoutDefaults,
  createOrder,
  getPlan,
  newIdempotencyKey,
  placeOfSupply,
  platformStateCode,
  quote,
  razorpayConfigured,
  splitColumns,
} from '~/services/billing/orders.server';
import { consumeRateLimit } from '~/services/security/rate-limit.server';
import { readTextForm } from '~/services/http/body.server';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Checkout: ${loaderData.plan.name}` : 'Checkout' }, { name: 'robots', content: 'noindex' }];
}

const DRAFT_FIELDS = ['billingName', 'gstin', 'billingAddress', 'billingStateCode', 'provider'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const planId = url.searchParams.get('plan') ?? '';
  const plan = await getPlan(planId).catch(rethrowAsResponse);

  // The "Update price" button re-submits the form by GET, so the draft survives in the query.
  const fromQuery = Object.fromEntries(DRAFT_FIELDS.map((key) => [key, url.searchParams.get(key) ?? undefined]));
  const defaults = (await checkoutDefaults(user.id)) ?? { billingName: '', gstin: '', billingAddress: '', billingStateCode: '' };
  const draft = {
    billingName: fromQuery.billingName ?? defaults.billingName,
    gstin: fromQuery.gstin ?? defaults.gstin,
    billingAddress: fromQuery.billingAddress ?? defaults.billingAddress,
    billingStateCode: fromQuery.billingStateCode ?? (defaults.billingStateCode || platformStateCode()),
    provider: fromQuery.provider === 'razorpay' ? 'razorpay' : 'upi',
  };
  const key = url.searchParams.get('idempotencyKey');
  const idempotencyKey = key && /^[A-Za-z0-9_-]{16,64}$/.test(key) ? key : newIdempotencyKey();

  const draftErrors: Record<string, string> = {};
  const gstin = draft.gstin.trim() === '' ? undefined : parseGstin(draft.gstin);
  if (gstin && !gstin.ok) draftErrors.gstin = gstin.error;
  let place = draft.billingStateCode;
  try {
    place = placeOfSupply({ gstin: gstin?.ok ? gstin.value : undefined, billingStateCode: draft.billingStateCode });
  } catch (error) {
    if (!(error instanceof BillingError)) throw error;
    draftErrors[error.field ?? 'gstin'] = error.message;
  }
  const split = quote(plan, indianStates.some((s) => s.gstCode === place) ? place : platformStateCode());
  return {
    plan: { id: plan.id, name: plan.name, pricePaise: plan.pricePaise },
    draft,
    draftErrors,
    idempotencyKey,
    razorpay: razorpayConfigured(),
    lines: { ...splitColumns(split), placeOfSupplyStateCode: place },
    states: indianStates.map((s) => ({ code: s.gstCode, name: s.name })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readTextForm(request);
  const values = formValues(form);
  const limit = await consumeRateLimit(`checkout:user:${user.id}`, 30, 3600);
  if (!limit.allowed) {
    return billingFailure(new BillingError('order-closed', `Too many checkout attempts. Try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`), values);
  }
  const parsed = checkoutSchema.safeParse(values);
  if (!parsed.success) {
    return { ok: false as const, formError: undefined, fieldErrors: fieldErrorsOf(parsed.error.issues), values };
  }
  try {
    const { order } = await createOrder(user.id, parsed.data);
    return redirect(`/subscription/orders/${order.reference}`);
  } catch (error) {
    return billingFailure(error, values);
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, draft, draftErrors, lines, states, idempotencyKey, razorpay } = loaderData;
  const values = { ...draft, ...(actionData?.values ?? {}) };
  const errors: Record<string, string | undefined> = { ...draftErrors, ...(actionData?.fieldErrors ?? {}) };
  const busy = useNavigation().state === 'submitting';
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-700">Buy the {plan.name}</h1>
      <p className="mt-2 text-slate-700">
        {formatInr(plan.pricePaise)} per year, GST included. Your plan runs for one year from the day your payment is confirmed.
      </p>
      {actionData?.formError ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {actionData.formError}
        </p>
      ) : null}
      <Form method="post" className="mt-6" noValidate>
        <input type="hidden" name="plan" value={plan.id} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="expectedTotalPaise" value={lines.totalPaise} />
        <Field name="billingName" label="Billing name (your company)" error={errors.billingName}>
          {(props) => <input {...props} className={inputClass} defaultValue={values.billingName} autoComplete="organization" />}
        </Field>
        <Field name="gstin" label="GSTIN (optional)" hint="Leave empty if your business is not registered for GST." error={errors.gstin}>
          {(props) => <input {...props} className={inputClass} defaultValue={values.gstin} maxLength={15} autoCapitalize="characters" spellCheck={false} />}
        </Field>
        <Field name="billingAddress" label="Billing address" error={errors.billingAddress}>
          {(props) => <textarea {...props} className={inputClass} rows={3} defaultValue={values.billingAddress} autoComplete="street-address" />}
        </Field>
        <Field name="billingStateCode" label="Billing state" error={errors.billingStateCode}>
          {(props) => (
            <select {...props} className={inputClass} defaultValue={values.billingStateCode}>
              {states.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="mt-4">
          <legend className="font-medium text-slate-800">Pay with</legend>
          <label className="mt-1 flex items-center gap-2">
            <input type="radio" name="provider" value="upi" defaultChecked={values.provider !== 'razorpay'} /> UPI (any UPI app: scan a QR code or tap a link)
          </label>
          {razorpay ? (
            <label className="mt-1 flex items-center gap-2">
              <input type="radio" name="provider" value="razorpay" defaultChecked={values.provider === 'razorpay'} /> Razorpay (net banking, cards, UPI)
            </label>
          ) : null}
          {errors.provider ? <p className="mt-1 text-sm font-medium text-red-700">{errors.provider}</p> : null}
        </fieldset>

        <h2 className="mt-8 text-lg font-semibold">Price</h2>
        <TaxBreakdown lines={lines} caption={`${plan.name}, one year.`} />
        <p className="mt-2 text-sm text-slate-600">
          Changed the GSTIN or state? Update the price to see the tax split for it before you continue.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" formMethod="get" formAction="/subscription/checkout" className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700">
            Update price
          </button>
          <button type="submit" className={buttonClass} disabled={busy}>
            {busy ? 'Placing order…' : `Continue to pay ${formatInr(lines.totalPaise)}`}
          </button>
        </div>
      </Form>
    </main>
  );
}
