import { Form } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/admin.payments';
import { buttonClass, inputClass } from '~/components/billing/ui';
import { formatInr } from '~/domain/money';
import { requireAdmin } from '~/services/accounts/sessions.server';
import { confirmUpiPayment, rejectUpiPayment } from '~/services/billing/activation.server';
import { pendingUpiPayments } from '~/services/billing/admin.server';
import { billingFailure, fieldErrorsOf, formValues } from '~/services/billing/http.server';
import { readTextForm } from '~/services/http/body.server';

export function meta() {
  return [{ title: 'UPI payments to confirm' }, { name: 'robots', content: 'noindex' }];
}

const decisionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('confirm'), paymentId: z.coerce.number().int().positive() }),
  z.object({
    intent: z.literal('reject'),
    paymentId: z.coerce.number().int().positive(),
    reason: z.string().trim().min(3, 'Say why the payment is rejected, e.g. "No credit with this UTR".').max(200),
  }),
]);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const pending = await pendingUpiPayments();
  return {
    pending: pending.map((p) => ({ ...p, amount: formatInr(p.amountPaise, { paise: 'always' }), submittedAt: p.submittedAt.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }) })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const values = formValues(await readTextForm(request));
  const parsed = decisionSchema.safeParse(values);
  if (!parsed.success) return { ok: false as const, message: undefined, formError: undefined, fieldErrors: fieldErrorsOf(parsed.error.issues), values };
  try {
    if (parsed.data.intent === 'confirm') {
      const invoice = await confirmUpiPayment(admin, parsed.data.paymentId);
      return { ok: true as const, formError: undefined, message: `Confirmed. The plan is active and invoice ${invoice.number} was issued.`, fieldErrors: {}, values };
    }
    await rejectUpiPayment(admin, parsed.data.paymentId, parsed.data.reason);
    return { ok: true as const, formError: undefined, message: 'Rejected. The buyer sees the reason and can submit another UTR.', fieldErrors: {}, values };
  } catch (error) {
    return billingFailure(error, values);
  }
}

export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const message = actionData && 'message' in actionData && actionData.message ? actionData.message : actionData?.formError;
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const rejectError = (paymentId: number) => (actionData?.values?.paymentId === String(paymentId) ? fieldErrors.reason : undefined);
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <p>
        <a className="text-brand-700 underline" href="/admin">
          Admin
        </a>
      </p>
      <h1 className="text-2xl font-bold text-brand-700">UPI payments to confirm</h1>
      <p className="mt-2 text-slate-700">Find each UTR in the bank statement of the platform’s account, then confirm or reject it.</p>
      {message ? (
        <p role="status" className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3">
          {message}
        </p>
      ) : null}
      {loaderData.pending.length === 0 ? (
        <p className="mt-6">No payments are waiting.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.pending.map((p) => (
            <li key={p.id} className="rounded-md border border-slate-300 p-4" data-testid={`payment-${p.utr ?? p.id}`}>
              <p>
                <strong className="font-mono">UTR {p.utr}</strong> · {p.amount} · {p.planName} · order {p.orderReference}
              </p>
              <p className="text-sm text-slate-700">
                {p.billingName} ({p.buyerEmail}), submitted {p.submittedAt}
              </p>
              <div className="mt-3 flex flex-wrap items-end gap-4">
                <Form method="post">
                  <input type="hidden" name="paymentId" value={p.id} />
                  <button type="submit" name="intent" value="confirm" className={buttonClass}>
                    Confirm payment
                  </button>
                </Form>
                <Form method="post" className="flex items-end gap-2">
                  <input type="hidden" name="paymentId" value={p.id} />
                  <div>
                    <label htmlFor={`reason-${p.id}`} className="block text-sm font-medium">
                      Reason for rejecting
                    </label>
                    <input id={`reason-${p.id}`} name="reason" className={inputClass} aria-invalid={Boolean(rejectError(p.id))} />
                    {rejectError(p.id) ? <p className="text-sm text-red-700">{rejectError(p.id)}</p> : null}
                  </div>
                  <button type="submit" name="intent" value="reject" className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800">
                    Reject
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
