import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The id of the request that rendered the page (also sent as the X-Request-Id header and written on
 * every log line of that request), so an error page can show a reference the team can look up.
 * The server provides it while rendering; in the browser it is read back from the page's
 * `<meta name="request-id">`, which the server wrote, so hydration sees the same value. A component
 * first shown after hydration (an error on a client-side navigation) gets no id: the page's id
 * belongs to another request, and a wrong reference is worse than none.
 */
const RequestIdContext = createContext<string | undefined>(undefined);

export const RequestIdProvider = RequestIdContext.Provider;

let hydrated = false;

/** Called by the root layout, which every page renders, so later mounts know hydration is over. */
export function useMarkHydrated(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}

export function useRequestId(): string | undefined {
  const fromServer = useContext(RequestIdContext);
  const [fromPage] = useState(() =>
    hydrated || typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>('meta[name="request-id"]')?.content || undefined,
  );
  return fromServer ?? fromPage;
}
