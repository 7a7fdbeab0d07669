import type { ReactNode } from 'react';
import { useDomainText } from '~/components/i18n/context';

/** What an action did ("Saved."), said politely to screen readers; nothing when there is no message. */
export function DoneNotice({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-900">
      {message}
    </p>
  );
}

/**
 * A refusal no form on the page can show beside its fields (the page has a form per row, and the
 * row it was for is gone or was never there), shown on top instead, in the page's language;
 * nothing when there is none.
 */
export function UnplacedErrors({ errors }: { errors: string[] | null | undefined }) {
  const domainText = useDomainText();
  if (!errors?.length) return null;
  return (
    <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
      {errors.map(domainText).join(' ')}
    </p>
  );
}
