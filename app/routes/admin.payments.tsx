import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '~/components/i18n/links';
import type { Route } from './+types/admin.payments';
import { buttonClass, inputClass } from '~/components/billing/ui';
import { FormErrors, FormField } from '~/components/form-field';
import { useSchemaForm } from '~/components/use-schema-form';
import { paymentDecisionSchema } from '~/domain/billing';
import { formatInr } from '~/domain/money';
import { requireRecentPassword, requireStaff } from '~/services/admin/staff.server';
import { confirmUpiPayment, rejectUpiPayment } from '~/services/billing/activation.server';
import { pendingUpiPayments } from '~/services/billing/admin.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { UnplacedErrors } from '~/components/notices';

export function meta() {
  return [{ title: 'UPI payments to confirm' }, { name: 'robots', content: 'noindex' }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'finance');
  const pending = await pendingUpiPayments();
  return {
    pending: pending.map((p) => ({ ...p, amount: formatInr(p.amountPaise, { paise: 'always' }), submittedAt: p.submittedAt.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }) })),
  };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const admin = await requireStaff(request, 'finance');
  await requireRecentPassword(request);
  return submitForm(
    request,
    paymentDecisionSchema,
    async (decision) => {
      if (decision.intent === 'confirm') {
        const invoice = await confirmUpiPayment(admin, decision.paymentId);
        return { message: `Confirmed. The plan is active and invoice ${invoice.number} was issued.` };
      }
      await rejectUpiPayment(admin, decision.paymentId, decision.reason);
      return { message: 'Rejected. The buyer sees the reason and can submit another UTR.' };
    },
    { resetOnSuccess: true },
  );
});

type Decision = 'confirm' | 'reject';

export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const message = actionData?.ok ? actionData.message : undefined;
  // Each row has its own forms: an answer goes back to the form that was sent.
  const failed = actionData && !actionData.ok ? actionData.result : undefined;
  const resultFor = (paymentId: number, intent: Decision) =>
    failed?.initialValue?.paymentId === String(paymentId) && failed.initialValue.intent === intent ? failed : undefined;
  const unplaced = failed && !loaderData.pending.some((p) => resultFor(p.id, 'confirm') ?? resultFor(p.id, 'reject')) ? failed.error?.[''] : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">UPI payments to confirm</h1>
      <p className="mt-2 text-slate-700">Find each UTR in the bank statement of the platform’s account, then confirm or reject it.</p>
      {message ? (
        <p role="status" className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3">
          {message}
        </p>
      ) : null}
      <UnplacedErrors errors={unplaced} />
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
                <DecisionForm paymentId={p.id} intent="confirm" lastResult={resultFor(p.id, 'confirm')} />
                <DecisionForm paymentId={p.id} intent="reject" lastResult={resultFor(p.id, 'reject')} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function DecisionForm({ paymentId, intent, lastResult }: { paymentId: number; intent: Decision; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm(paymentDecisionSchema, {
    id: `${intent}-${paymentId}`,
    lastResult,
  });
  const reason = fields.reason;
  return (
    <Form method="post" className={intent === 'reject' ? 'flex flex-wrap items-end gap-2' : undefined} {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="paymentId" value={paymentId} />
      {intent === 'confirm' ? (
        <button type="submit" className={buttonClass}>
          Confirm payment
        </button>
      ) : (
        <>
          <FormField meta={reason} label="Reason for rejecting">
            <input {...getInputProps(reason, { type: 'text' })} className={inputClass} />
          </FormField>
          <button type="submit" className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800">
            Reject
          </button>
        </>
      )}
    </Form>
  );
}
