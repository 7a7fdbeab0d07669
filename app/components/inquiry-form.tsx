import { Form } from 'react-router';
import { INQUIRY_UNITS } from '~/domain/inquiry';

export interface InquiryFormState {
  status: 'sent' | 'invalid';
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, string>;
  formError?: string;
  inquiry?: { reference: string; createdAt: Date | string; supplierName: string; productName: string | null; quantity: number; unit: string };
}

interface Props {
  supplierName: string;
  productSlug?: string;
  productName?: string;
  defaultUnit?: string;
  defaultQuantity?: number;
  buyer: { name: string; email: string } | null;
  state: InquiryFormState | undefined;
}

function Field({ name, label, errors, children }: { name: string; label: string; errors?: string[]; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={`inquiry-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
      {errors?.length ? (
        <p id={`inquiry-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** "Send inquiry": works as a plain POST form; the confirmation carries a reference to keep. */
export function InquiryForm({ supplierName, productSlug, productName, defaultUnit = 'piece', defaultQuantity, buyer, state }: Props) {
  if (state?.status === 'sent' && state.inquiry) {
    const { inquiry } = state;
    return (
      <section aria-labelledby="inquiry-sent" className="rounded-lg border border-emerald-300 bg-emerald-50 p-4" role="status">
        <h2 id="inquiry-sent" className="text-lg font-bold text-emerald-900">
          Inquiry sent to {inquiry.supplierName}
        </h2>
        <p className="mt-1">
          Your reference is <strong className="font-mono">{inquiry.reference}</strong>. Keep it: quote it when the supplier calls or emails you.
        </p>
        <p className="mt-1 text-sm">
          {inquiry.productName ? `${inquiry.productName}: ` : ''}
          {inquiry.quantity.toLocaleString('en-IN')} {inquiry.unit}, sent {new Date(inquiry.createdAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })}.
        </p>
        {buyer ? (
          <p className="mt-1 text-sm">
            You can see it any time under <a href="/account/inquiries" className="underline">My inquiries</a>.
          </p>
        ) : null}
      </section>
    );
  }
  const errors = state?.fieldErrors ?? {};
  const values = state?.values ?? {};
  const described = (name: string) => (errors[name]?.length ? { 'aria-invalid': true as const, 'aria-describedby': `inquiry-${name}-error` } : {});
  const input = 'mt-1 w-full rounded border border-slate-300 px-2 py-1.5';
  return (
    <section aria-labelledby="inquiry-heading" className="rounded-lg border border-slate-200 p-4">
      <h2 id="inquiry-heading" className="text-lg font-bold">
        Send inquiry
      </h2>
      <p className="text-sm text-slate-600">
        {productName ? `Ask ${supplierName} for a quote on ${productName}.` : `Ask ${supplierName} for a quote.`} Your contact details go only to this supplier.
      </p>
      {state?.formError ? (
        <p className="mt-2 rounded bg-red-50 p-2 text-sm text-red-800" role="alert">
          {state.formError}
        </p>
      ) : null}
      <Form method="post" className="mt-3 space-y-3" noValidate={false}>
        {productSlug ? <input type="hidden" name="productSlug" value={productSlug} /> : null}
        <div className="grid grid-cols-2 gap-2">
          <Field name="quantity" label="Quantity" errors={errors.quantity}>
            <input id="inquiry-quantity" name="quantity" type="number" min={1} required inputMode="numeric" defaultValue={values.quantity ?? defaultQuantity ?? ''} className={input} {...described('quantity')} />
          </Field>
          <Field name="unit" label="Unit" errors={errors.unit}>
            <select id="inquiry-unit" name="unit" required defaultValue={values.unit ?? defaultUnit} className={input} {...described('unit')}>
              {[...new Set([defaultUnit, ...INQUIRY_UNITS])].map((unit) => (
                <option key={unit}>{unit}</option>
              ))}
            </select>
          </Field>
        </div>
        <Field name="requirement" label="Requirement" errors={errors.requirement}>
          <textarea id="inquiry-requirement" name="requirement" required minLength={20} maxLength={2000} rows={4} defaultValue={values.requirement ?? ''} placeholder="Specification, delivery city, when you need it" className={input} {...described('requirement')} />
        </Field>
        <Field name="buyerName" label="Your name" errors={errors.buyerName}>
          <input id="inquiry-buyerName" name="buyerName" required autoComplete="name" defaultValue={values.buyerName ?? buyer?.name ?? ''} className={input} {...described('buyerName')} />
        </Field>
        <Field name="buyerEmail" label="Email" errors={errors.buyerEmail}>
          <input id="inquiry-buyerEmail" name="buyerEmail" type="email" required autoComplete="email" defaultValue={values.buyerEmail ?? buyer?.email ?? ''} className={input} {...described('buyerEmail')} />
        </Field>
        <Field name="buyerMobile" label="Mobile" errors={errors.buyerMobile}>
          <input id="inquiry-buyerMobile" name="buyerMobile" type="tel" required autoComplete="tel" placeholder="98765 43210" defaultValue={values.buyerMobile ?? ''} className={input} {...described('buyerMobile')} />
        </Field>
        <button type="submit" className="w-full rounded bg-brand-700 px-4 py-2 font-semibold text-white">
          Send inquiry
        </button>
      </Form>
    </section>
  );
}
