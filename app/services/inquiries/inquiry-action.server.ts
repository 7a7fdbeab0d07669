import { data } from 'react-router';
import { inquirySchema } from '~/domain/inquiry';
import { getUser } from '~/services/accounts/sessions.server';
import { InquiryError, sendInquiry, type SentInquiry } from './inquiries.server';
import { readTextForm } from '~/services/http/body.server';

export type InquiryActionResult =
  | { status: 'sent'; inquiry: SentInquiry }
  | { status: 'invalid'; fieldErrors: Record<string, string[]>; values: Record<string, string>; formError?: string };

/** The "Send inquiry" action shared by the product and supplier pages. */
export async function handleInquiryAction(request: Request, clientIp: string, supplierSlug: string) {
  const form = await readTextForm(request);
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const parsed = inquirySchema().safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
    }
    return data<InquiryActionResult>({ status: 'invalid', fieldErrors, values }, { status: 400 });
  }
  const user = await getUser(request);
  try {
    const inquiry = await sendInquiry(supplierSlug, parsed.data, { userId: user?.id ?? null, ip: clientIp });
    return data<InquiryActionResult>({ status: 'sent', inquiry });
  } catch (error) {
    if (!(error instanceof InquiryError)) throw error;
    const status = error.code === 'rate-limited' ? 429 : 404;
    const headers: HeadersInit = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
    return data<InquiryActionResult>({ status: 'invalid', fieldErrors: {}, values, formError: error.message }, { status, headers });
  }
}
