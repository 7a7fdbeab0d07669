import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form } from 'react-router';
import { ServiceRequestSchema } from '~/domain/service-request';

interface RequestFormProps {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
  messageLabel: string;
}

/** The service request / contact form: validated in the browser and again in the action. */
export function RequestForm({ id, lastResult, submitLabel, messageLabel }: RequestFormProps) {
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ServiceRequestSchema }),
  });
  const field = (name: keyof typeof fields, label: string, input: React.ReactNode, optional = false) => {
    const meta = fields[name];
    return (
      <div>
        <label htmlFor={meta.id} className="text-sm font-semibold text-slate-800">
          {label}
          {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
        </label>
        {input}
        {meta.errors ? (
          <p id={meta.errorId} className="mt-1 text-sm text-red-700">
            {meta.errors.join(' ')}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {form.errors ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {form.errors.join(' ')}
        </p>
      ) : null}
      {field('name', 'Your name', <input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" className="field-input" />)}
      {field('email', 'Email address', <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" className="field-input" />)}
      {field('mobile', 'Mobile number', <input {...getInputProps(fields.mobile, { type: 'tel' })} autoComplete="tel" placeholder="98765 43210" className="field-input" />)}
      {field('companyName', 'Company name', <input {...getInputProps(fields.companyName, { type: 'text' })} autoComplete="organization" className="field-input" />, true)}
      {field('message', messageLabel, <textarea {...getTextareaProps(fields.message)} rows={5} className="field-input" />)}
      <button type="submit" className="btn-primary w-full sm:w-auto">
        {submitLabel}
      </button>
    </Form>
  );
}
