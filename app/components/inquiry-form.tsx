import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Form } from 'react-router';
import { FormErrors, FormField } from '~/components/form-field';
import { useSchemaForm } from '~/components/use-schema-form';
import { INQUIRY_UNITS, inquirySchema } from '~/domain/inquiry';

interface SentInquiry {
  reference: string;
  threadReference: string;
  /** Set when sent without an account: the address to register or log in with to read the reply. */
  visitorEmail: string | null;
  createdAt: Date | string;
  supplierName: string;
  productName: string | null;
  quantity: number;
  unit: string;
}

/** What the product and supplier pages' action answers: the sent inquiry, or the form back with its errors. */
type InquiryAnswer = { ok: true; inquiry: SentInquiry; result: SubmissionResult<string[]> } | { ok: false; result: SubmissionResult<string[]> };

interface Props {
  supplierName: string;
  productSlug?: string;
  productName?: string;
  defaultUnit?: string;
  defaultQuantity?: number;
  buyer: { name: string; email: string } | null;
  answer: InquiryAnswer | undefined;
  /** Made when the page was rendered: a repeated submit of this form sends one inquiry. */
  idempotencyKey: string;
}

const input = 'mt-1 w-full rounded border border-slate-300 px-2 py-1.5 aria-[invalid=true]:border-red-700';

/** "Send inquiry": works as a plain POST form; the confirmation carries a reference to keep. */
export function InquiryForm({ supplierName, productSlug, productName, defaultUnit = 'piece', defaultQuantity, buyer, answer, idempotencyKey }: Props) {
  const [form, fields] = useSchemaForm(inquirySchema(), {
    id: 'inquiry',
    lastResult: answer?.result,
    defaultValue: { quantity: defaultQuantity === undefined ? '' : String(defaultQuantity), unit: defaultUnit, buyerName: buyer?.name ?? '', buyerEmail: buyer?.email ?? '' },
  });
  if (answer?.ok) {
    const { inquiry } = answer;
    return (
      <section aria-labelledby="inquiry-sent" className="rounded-lg border border-emerald-300 bg-emerald-50 p-4" role="status">
        <h2 id="inquiry-sent" className="text-lg font-bold text-emerald-900">
          Inquiry sent to {inquiry.supplierName}
        </h2>
        <p className="mt-1">
          Your reference is <strong className="font-mono">{inquiry.reference}</strong>. The supplier answers in a conversation on the site; your phone and email stay private until you choose to share them there.
        </p>
        <p className="mt-1 text-sm">
          {inquiry.productName ? `${inquiry.productName}: ` : ''}
          {inquiry.quantity.toLocaleString('en-IN')} {inquiry.unit}, sent {new Date(inquiry.createdAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })}.
        </p>
        {inquiry.visitorEmail ? (
          <p className="mt-2">
            To read the supplier’s reply, <a href="/register" className="font-semibold underline">register</a> or{' '}
            <a href={`/login?redirectTo=${encodeURIComponent('/account/messages')}`} className="font-semibold underline">
              log in
            </a>{' '}
            with <strong>{inquiry.visitorEmail}</strong> and confirm that address. We have emailed you these links.
          </p>
        ) : (
          <p className="mt-1 text-sm">
            <a href={`/account/messages/${inquiry.threadReference}`} className="font-semibold underline">
              Open the conversation
            </a>{' '}
            to read the reply, or find it any time under <a href="/account/messages" className="underline">Messages</a>.
          </p>
        )}
      </section>
    );
  }
  return (
    <section aria-labelledby="inquiry-heading" className="rounded-lg border border-slate-200 p-4">
      <h2 id="inquiry-heading" className="text-lg font-bold">
        Send inquiry
      </h2>
      <p className="text-sm text-slate-600">
        {productName ? `Ask ${supplierName} for a quote on ${productName}.` : `Ask ${supplierName} for a quote.`} Your contact details go only to this supplier.
      </p>
      <Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
        <FormErrors form={form} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {productSlug ? <input type="hidden" name={fields.productSlug.name} value={productSlug} /> : null}
        <div className="grid grid-cols-2 gap-2">
          <FormField meta={fields.quantity} label="Quantity">
            <input {...getInputProps(fields.quantity, { type: 'number' })} inputMode="numeric" className={input} />
          </FormField>
          <FormField meta={fields.unit} label="Unit">
            <select {...getSelectProps(fields.unit)} className={input}>
              {[...new Set([defaultUnit, ...INQUIRY_UNITS])].map((unit) => (
                <option key={unit}>{unit}</option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField meta={fields.requirement} label="Requirement">
          <textarea {...getTextareaProps(fields.requirement)} rows={4} placeholder="Specification, delivery city, when you need it" className={input} />
        </FormField>
        <FormField meta={fields.buyerName} label="Your name">
          <input {...getInputProps(fields.buyerName, { type: 'text' })} autoComplete="name" className={input} />
        </FormField>
        <FormField meta={fields.buyerEmail} label="Email">
          <input {...getInputProps(fields.buyerEmail, { type: 'email' })} autoComplete="email" className={input} />
        </FormField>
        <FormField meta={fields.buyerMobile} label="Mobile">
          <input {...getInputProps(fields.buyerMobile, { type: 'tel' })} autoComplete="tel" placeholder="98765 43210" className={input} />
        </FormField>
        <button type="submit" className="w-full rounded bg-brand-700 px-4 py-2 font-semibold text-white">
          Send inquiry
        </button>
      </Form>
    </section>
  );
}
