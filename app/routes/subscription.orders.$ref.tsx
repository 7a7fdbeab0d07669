import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, redirect, useNavigation, useSubmit } from 'react-router';
import type { Route } from './+types/subscription.orders.$ref';
import { buttonClass, inputClass, TaxBreakdown } from '~/components/billing/ui';
import { FormErrors, FormField } from '~/components/form-field';
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

export function meta() {
  return [{ title: 'Pay for your plan' }, { name: 'robots', content: 'noindex' }];
}

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
    planName,
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
      return redirect(`/subscription/orders/${params.ref}`);
    }),
  );
});

const statusText = {
  pending: 'Waiting for your payment.',
  submitted: 'We have your UTR and are checking the payment. Your plan activates as soon as our team confirms it, usually within one working day.',
  paid: 'Paid. Your plan is active.',
  rejected: 'We could not find this payment.',
} as const;

export default function OrderPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { order, lines, planName, upi, razorpay, payments } = loaderData;
  const submit = useSubmit();
  // A Razorpay confirmation that failed is about the whole order; a UTR problem belongs to the UTR form.
  const razorpayFailed = actionData && !actionData.ok && actionData.result.initialValue?.intent === 'razorpay' ? actionData.result.error?.[''] : undefined;
  const utrResult = actionData && !actionData.ok && !razorpayFailed ? actionData.result : undefined;
  const rejected = payments.find((p) => p.status === 'rejected');
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-700">
        {planName}: order {order.reference}
      </h1>
      <p className="mt-2 text-lg" role="status" data-testid="order-status">
        {statusText[order.status]}
      </p>
      {order.status === 'paid' ? (
        <p className="mt-2">
          See your plan and tax invoice in <a className="font-semibold text-brand-700 underline" href="/account/billing">Billing</a>, and your benefits on{' '}
          <a className="font-semibold text-brand-700 underline" href="/members">the members’ area</a>.
        </p>
      ) : null}
      <TaxBreakdown lines={lines} caption={`Billed to ${order.billingName}${order.gstin ? ` (GSTIN ${order.gstin})` : ''}.`} />

      {razorpayFailed ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {razorpayFailed.join(' ')}
        </p>
      ) : null}

      {razorpay ? (
        <section className="mt-8" aria-labelledby="razorpay-heading">
          <h2 id="razorpay-heading" className="text-lg font-semibold">
            Pay with Razorpay
          </h2>
          <p className="mt-1 text-slate-700">Net banking, cards or UPI through Razorpay. Your plan activates as soon as Razorpay confirms the payment.</p>
          <button type="button" className={`${buttonClass} mt-3`} onClick={() => openRazorpay(razorpay, (result) => void submit({ intent: 'razorpay', ...result }, { method: 'post' }))}>
            Pay {formatInr(order.totalPaise)} with Razorpay
          </button>
          <p className="mt-4 text-sm text-slate-600">Prefer UPI? You can also pay this order by UPI below.</p>
        </section>
      ) : null}

      {upi && order.status !== 'paid' ? (
        <section className="mt-8" aria-labelledby="upi-heading">
          <h2 id="upi-heading" className="text-lg font-semibold">
            Pay {formatInr(order.totalPaise)} by UPI
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800">
            <li>Scan the QR code with any UPI app, or on your phone tap “Open in UPI app”.</li>
            <li>
              Check the payee is <strong>{upi.payeeName}</strong> ({upi.vpa}) and the amount is <strong>{formatInr(order.totalPaise, { paise: 'always' })}</strong>.
            </li>
            <li>After paying, copy the 12-digit UTR (UPI reference number) from the payment details and submit it below.</li>
          </ol>
          <div className="mt-4 flex flex-wrap items-start gap-6">
            <figure className="w-60">
              <div role="img" aria-label={`UPI QR code to pay ${formatInr(order.totalPaise)} to ${upi.payeeName}`} data-testid="upi-qr" dangerouslySetInnerHTML={{ __html: upi.svg }} />
              <figcaption className="mt-1 text-center text-sm text-slate-600">Order {order.reference}</figcaption>
            </figure>
            <div>
              <a href={upi.link} className={buttonClass} data-testid="upi-link">
                Open in UPI app
              </a>
              <p className="mt-3 text-sm text-slate-600">
                UPI ID: <span className="font-mono">{upi.vpa}</span>
              </p>
            </div>
          </div>
          <p className="mt-4 rounded-md border border-saffron-400 bg-amber-50 p-3 text-slate-900">
            Your plan activates after our team confirms the payment. We check every UTR against our bank account, usually within one working day.
          </p>
          {rejected && order.status === 'pending' ? (
            <p className="mt-3 text-red-800">
              We could not find a payment with UTR {rejected.utr}
              {rejected.reason ? `: ${rejected.reason}` : ''}. Check the UTR in your UPI app and submit it again.
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
            Payments
          </h2>
          <ul className="mt-2 space-y-1">
            {payments.map((p) => (
              <li key={p.id}>
                {p.utr ? `UTR ${p.utr}` : 'Razorpay payment'}: {p.status}
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
      <FormField meta={utr} label="UTR (12 digits)">
        <input {...getInputProps(utr, { type: 'text' })} className={inputClass} inputMode="numeric" autoComplete="off" maxLength={14} />
      </FormField>
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? 'Submitting…' : 'Submit UTR'}
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
