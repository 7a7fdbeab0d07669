import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link } from '~/components/i18n/links';
import { FormErrors, FormField } from '~/components/form-field';
import { RichText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { useUnitName } from '~/components/i18n/units';
import { formatIndianMoment } from '~/domain/india-time';
import type { Locale } from '~/domain/locale';
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

/** When an inquiry was sent, as the confirmation says it ("25 Nov 2026, 10:30 am" in English). */
function sentAt(createdAt: Date | string, locale: Locale): string {
  const date = new Date(createdAt);
  return locale === 'en' ? date.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }) : formatIndianMoment(date, locale);
}

const input = 'mt-1 w-full rounded border border-slate-300 px-2 py-1.5 aria-[invalid=true]:border-red-700';

/** "Send inquiry": works as a plain POST form; the confirmation carries a reference to keep. */
export function InquiryForm({ supplierName, productSlug, productName, defaultUnit = 'piece', defaultQuantity, buyer, answer, idempotencyKey }: Props) {
  const t = useT('inquiry');
  const unitName = useUnitName();
  const href = useLocalisedHref();
  const locale = useLocale();
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
          {t('sentHeading', { supplier: inquiry.supplierName })}
        </h2>
        <p className="mt-1">
          <RichText text={t('sentReference', { reference: inquiry.reference })} parts={[<strong className="font-mono" />]} />
        </p>
        <p className="mt-1 text-sm">
          {inquiry.productName ? <span data-user-text>{`${inquiry.productName}: `}</span> : ''}
          {t('sentWhat', { quantity: inquiry.quantity.toLocaleString('en-IN'), unit: unitName(inquiry.unit), when: sentAt(inquiry.createdAt, locale) })}
        </p>
        {inquiry.visitorEmail ? (
          <p className="mt-2">
            <RichText
              text={t('visitorNext', { email: inquiry.visitorEmail })}
              parts={[<Link key="part-1" to="/register" className="font-semibold underline" />, <Link key="part-login" to={`/login?redirectTo=${encodeURIComponent(href('/account/messages'))}`} className="font-semibold underline" />, <strong key="part-email" />]}
            />
          </p>
        ) : (
          <p className="mt-1 text-sm">
            <RichText text={t('memberNext')} parts={[<Link key="part-2" to={`/account/messages/${inquiry.threadReference}`} className="font-semibold underline" />, <Link key="part-3" to="/account/messages" className="underline" />]} />
          </p>
        )}
      </section>
    );
  }
  return (
    <section aria-labelledby="inquiry-heading" className="rounded-lg border border-slate-200 p-4">
      <h2 id="inquiry-heading" className="text-lg font-bold">
        {t('heading')}
      </h2>
      <p className="text-sm text-slate-600">
        {`${productName ? t('askProduct', { supplier: supplierName, product: productName }) : t('askSupplier', { supplier: supplierName })} ${t('privacy')}`}
      </p>
      <Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
        <FormErrors form={form} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {productSlug ? <input type="hidden" name={fields.productSlug.name} value={productSlug} /> : null}
        <div className="grid grid-cols-2 gap-2">
          <FormField meta={fields.quantity} label={t('quantity')}>
            <input {...getInputProps(fields.quantity, { type: 'number' })} inputMode="numeric" className={input} />
          </FormField>
          <FormField meta={fields.unit} label={t('unit')}>
            <select {...getSelectProps(fields.unit)} className={input}>
              {[...new Set([defaultUnit, ...INQUIRY_UNITS])].map((unit) => (
                <option key={unit} value={unit}>
                  {unitName(unit)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField meta={fields.requirement} label={t('requirement')}>
          <textarea {...getTextareaProps(fields.requirement)} rows={4} placeholder={t('requirementPlaceholder')} className={input} />
        </FormField>
        <FormField meta={fields.buyerName} label={t('yourName')}>
          <input {...getInputProps(fields.buyerName, { type: 'text' })} autoComplete="name" className={input} />
        </FormField>
        <FormField meta={fields.buyerEmail} label={t('email')}>
          <input {...getInputProps(fields.buyerEmail, { type: 'email' })} autoComplete="email" className={input} />
        </FormField>
        <FormField meta={fields.buyerMobile} label={t('mobile')}>
          <input {...getInputProps(fields.buyerMobile, { type: 'tel' })} autoComplete="tel" placeholder="98765 43210" className={input} />
        </FormField>
        <button type="submit" className="w-full rounded bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('send')}
        </button>
      </Form>
    </section>
  );
}
