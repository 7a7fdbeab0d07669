import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '~/components/i18n/links';
import { FormErrors, FormField } from '~/components/form-field';
import { useT } from '~/components/i18n/context';
import { useSchemaForm } from '~/components/use-schema-form';
import { ServiceRequestSchema } from '~/domain/service-request';

interface RequestFormProps {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
  messageLabel: string;
}

/** The service request / contact form: validated in the browser and again in the action. */
export function RequestForm({ id, lastResult, submitLabel, messageLabel }: RequestFormProps) {
  const t = useT('inquiry');
  const [form, fields] = useSchemaForm(ServiceRequestSchema, {
    id,
    lastResult,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormErrors form={form} />
      <FormField meta={fields.name} label={t('yourName')}>
        <input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" className="field-input" />
      </FormField>
      <FormField meta={fields.email} label={t('emailAddress')}>
        <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" className="field-input" />
      </FormField>
      <FormField meta={fields.mobile} label={t('mobileNumber')}>
        <input {...getInputProps(fields.mobile, { type: 'tel' })} autoComplete="tel" placeholder="98765 43210" className="field-input" />
      </FormField>
      <FormField meta={fields.companyName} label={t('companyName')} optional>
        <input {...getInputProps(fields.companyName, { type: 'text' })} autoComplete="organization" className="field-input" />
      </FormField>
      <FormField meta={fields.message} label={messageLabel}>
        <textarea {...getTextareaProps(fields.message)} rows={5} className="field-input" />
      </FormField>
      <button type="submit" className="btn-primary w-full sm:w-auto">
        {submitLabel}
      </button>
    </Form>
  );
}
