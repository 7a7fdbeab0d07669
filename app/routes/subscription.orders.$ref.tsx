import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useNavigation, useSubmit } from 'react-router';
import { Form } from '~/components/i18n/links';
import type { Route } from './+types/subscription.orders.$ref';
import { buttonClass, inputClass, TaxBreakdown } from '~/components/billing/ui';
import { FormErrors, FormField } from '~/components/form-field';
import { RichText, useDomainText, useLocalisedHref, useT } from '~/components/i18n/context';
import type { MessageKey } from '~/content/messages';
import { PLAN_NAMES_HI } from '~/content/site-content-hi';
import { useSchemaForm } from '~/components/use-schema-form';
import { orderPaymentSchema } from '~/domain/billing';
import { formatInr } from '~/domain/money';
import { requireUser } from '~/services/accounts/sessions.server';
import { submitUtr } from '~/services/billing/orders.server';
import { orderPaymentPage } from '~/services/billing/payment-page.server';
import { verifyCheckoutPayment } from '~/services/billing/razorpay.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { idempotencyScope, idempotent, newIdempotencyKey } from '~/services/http/idempotency.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { localeOf, localisedRedirect, requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.seoTitle ?? 'Pay for your plan' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const { order, planName, upi, razorpay, payments } = await orderPaymentPage(user, params.ref);
  return {
    order: {
      reference: order.reference,
      status: order.status,
      provider: order.provider,
      billingName: order.billingName,
      gstin: order.gstin,
      totalPaise: order.totalPaise,
    },
    lines: {
      totalPaise: order.totalPaise,
      taxablePaise: order.taxablePaise,
      cgstPaise: order.cgstPaise,
      sgstPaise: order.sgstPaise,
      utgstPaise: order.utgstPaise,
      igstPaise: order.igstPaise,
      placeOfSupplyStateCode: order.placeOfSupplyStateCode,
    },
    planName: localeOf(request) === 'hi' ? (PLAN_NAMES_HI[order.planId] ?? planName) : planName,
    seoTitle: requestTranslator(request, 'membership')('payForPlan'),
    upi,
    razorpay,
    payments: payments.map((p) => ({ id: p.id, utr: p.utr, status: p.status, reason: p.rejectionReason, createdAt: p.createdAt.toISOString() })),
    idempotencyKey: newIdempotencyKey(),
  };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params, context }: Route.ActionArgs) => {
  const user = await requireUser(request);
  // A UTR sent twice (double click, a resend) answers with the first submission's redirect.
  return idempotent(request, { scope: idempotencyScope(user, context.clientIp), route: 'order-payment' }, () =>
    submitForm(request, orderPaymentSchema, async (input) => {
      if (input.intent === 'razorpay') {
        await verifyCheckoutPayment(user.id, params.ref, { orderId: input.razorpay_order_id, paymentId: input.razorpay_payment_id, signature: input.razorpay_signature });
      } else {
        await submitUtr(user.id, params.ref, input.utr);
      }
      return localisedRedirect(request, `/subscription/orders/${params.ref}`);
    }),
  );
});

const statusText = {
  pending: 'statusPending',
  submitted: 'statusSubmitted',
  paid: 'statusPaid',
  rejected: 'statusRejected',
} as const satisfies Record<string, MessageKey<'membership'>>;

const paymentStatusText = {
  submitted: 'paymentStatusSubmitted',
  confirmed: 'paymentStatusConfirmed',
  rejected: 'paymentStatusRejected',
} as const satisfies Record<string, MessageKey<'membership'>>;

export default function OrderPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { order, lines, planName, upi, razorpay, payments } = loaderData;
  const submit = useSubmit();
  // A Razorpay confirmation that failed is about the whole order; a UTR problem belongs to the UTR form.
  const razorpayFailed = actionData && !actionData.ok && actionData.result.initialValue?.intent === 'razorpay' ? actionData.result.error?.[''] : undefined;
  const utrResult = actionData && !actionData.ok && !razorpayFailed ? actionData.result : undefined;
  const rejected = payments.find((p) => p.status === 'rejected');
  const t = useT('membership');
  const href = useLocalisedHref();
  const domainText = useDomainText();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-700">
        {t('orderHeading', { plan: planName, reference: order.reference })}
      </h1>
      <p className="mt-2 text-lg" role="status" data-testid="order-status">
        {t(statusText[order.status])}
      </p>
      {order.status === 'paid' ? (
        <p className="mt-2">
          <RichText
            text={t('paidSeeBilling')}
            // RichText puts the message's words inside each link; the children here only stand in for them.
            parts={[
              <a className="font-semibold text-brand-700 underline" href={href('/account/billing')}>
                billing
              </a>,
              <a className="font-semibold text-brand-700 underline" href={href('/members')}>
                members
              </a>,
            ]}
          />
        </p>
      ) : null}
      <TaxBreakdown lines={lines} caption={order.gstin ? t('billedToGstin', { name: order.billingName, gstin: order.gstin }) : t('billedTo', { name: order.billingName })} />

      {razorpayFailed ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {razorpayFailed.map(domainText).join(' ')}
        </p>
      ) : null}

      {razorpay ? (
        <section className="mt-8" aria-labelledby="razorpay-heading">
          <h2 id="razorpay-heading" className="text-lg font-semibold">
            {t('payWithRazorpay')}
          </h2>
          <p className="mt-1 text-slate-700">{t('razorpayIntro')}</p>
          <button type="button" className={`${buttonClass} mt-3`} onClick={() => openRazorpay(razorpay, (result) => void submit({ intent: 'razorpay', ...result }, { method: 'post' }))}>
            {t('payAmountRazorpay', { amount: formatInr(order.totalPaise) })}
          </button>
          <p className="mt-4 text-sm text-slate-600">{t('preferUpi')}</p>
        </section>
      ) : null}

      {upi && order.status !== 'paid' ? (
        <section className="mt-8" aria-labelledby="upi-heading">
          <h2 id="upi-heading" className="text-lg font-semibold">
            {t('payByUpi', { amount: formatInr(order.totalPaise) })}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800">
            <li>{t('upiStep1')}</li>
            <li>
              <RichText text={t('upiStep2', { payee: upi.payeeName, vpa: upi.vpa, amount: formatInr(order.totalPaise, { paise: 'always' }) })} parts={[<strong />, <strong />]} />
            </li>
            <li>{t('upiStep3')}</li>
          </ol>
          <div className="mt-4 flex flex-wrap items-start gap-6">
            <figure className="w-60">
              <div role="img" aria-label={t('upiQrLabel', { amount: formatInr(order.totalPaise), payee: upi.payeeName })} data-testid="upi-qr" dangerouslySetInnerHTML={{ __html: upi.svg }} />
              <figcaption className="mt-1 text-center text-sm text-slate-600">{t('orderCaption', { reference: order.reference })}</figcaption>
            </figure>
            <div>
              <a href={upi.link} className={buttonClass} data-testid="upi-link">
                {t('openInUpiApp')}
              </a>
              <p className="mt-3 text-sm text-slate-600">
                {t('upiId')} <span className="font-mono">{upi.vpa}</span>
              </p>
            </div>
          </div>
          <p className="mt-4 rounded-md border border-saffron-400 bg-amber-50 p-3 text-slate-900">
            {t('upiConfirmNote')}
          </p>
          {rejected && order.status === 'pending' ? (
            <p className="mt-3 text-red-800">
              {rejected.reason ? t('utrNotFoundReason', { utr: rejected.utr ?? '', reason: rejected.reason }) : t('utrNotFound', { utr: rejected.utr ?? '' })}
            </p>
          ) : null}
          {order.status === 'pending' ? (
            <UtrForm lastResult={utrResult} idempotencyKey={loaderData.idempotencyKey} />
          ) : null}
        </section>
      ) : null}

      {payments.length > 0 ? (
        <section className="mt-8" aria-labelledby="payments-heading">
          <h2 id="payments-heading" className="text-lg font-semibold">
            {t('payments')}
          </h2>
          <ul className="mt-2 space-y-1">
            {payments.map((p) => (
              <li key={p.id}>
                {p.utr ? t('utrPayment', { utr: p.utr }) : t('razorpayPayment')}: {t(paymentStatusText[p.status])}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

function UtrForm({ lastResult, idempotencyKey }: { lastResult: SubmissionResult<string[]> | undefined; idempotencyKey: string }) {
  const busy = useNavigation().state === 'submitting';
  const t = useT('membership');
  const [form, fields] = useSchemaForm(orderPaymentSchema, {
    id: 'utr',
    lastResult,
  });
  const utr = fields.utr;
  return (
    <Form method="post" className="mt-4 max-w-sm space-y-4" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="utr" />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <FormField meta={utr} label={t('utrLabel')}>
        <input {...getInputProps(utr, { type: 'text' })} className={inputClass} inputMode="numeric" autoComplete="off" maxLength={14} />
      </FormField>
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? t('submitting') : t('submitUtr')}
      </button>
    </Form>
  );
}

interface RazorpayResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => { open: () => void };

/** Loads Razorpay Checkout only when the buyer clicks, then hands its signed result to the action. */
function openRazorpay(options: Record<string, unknown>, onPaid: (result: RazorpayResult) => void) {
  const holder = window as typeof window & { Razorpay?: RazorpayConstructor };
  const open = () => {
    if (!holder.Razorpay) return;
    new holder.Razorpay({ ...options, handler: onPaid }).open();
  };
  if (holder.Razorpay) return open();
  const script = document.createElement('script');
  script.src = 'https://checkout.razorpay.com/v1/checkout.js';
  script.onload = open;
  document.head.appendChild(script);
}
