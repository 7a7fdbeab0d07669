import { createContext, useContext } from 'react';

/**
 * The id of the request that rendered the page (also sent as the X-Request-Id header and written on
 * every log line of that request), so an error page can show a reference the team can look up.
 * The server provides it while rendering; in the browser it is read back from the page's
 * `<meta name="request-id">`, which the server wrote, so hydration sees the same value.
 */
const RequestIdContext = createContext<string | undefined>(undefined);

export const RequestIdProvider = RequestIdContext.Provider;

export function useRequestId(): string | undefined {
  const fromServer = useContext(RequestIdContext);
  if (fromServer) return fromServer;
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="request-id"]')?.content || undefined;
}
