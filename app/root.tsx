import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { ChatWidget } from '~/components/chat/chat-widget';
import { useNonce } from '~/components/nonce';
import { publicConfig, type PublicConfig } from '~/config.server';

export function loader(_: Route.LoaderArgs) {
  return { site: publicConfig() };
}

/** The site-wide public settings (name, footer identity) loaded by the root route. */
export function useSite(): PublicConfig | undefined {
  return useRouteLoaderData<typeof loader>('root')?.site;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <ChatWidget />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : 'Something went wrong';
  const detail = isRouteErrorResponse(error)
    ? typeof error.data === 'string' && error.data
      ? error.data
      : error.statusText
    : 'An unexpected error happened on our side. Please try again in a moment.';
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{title}</title>
      <h1 className="text-2xl font-bold text-brand-700">{title}</h1>
      <p className="mt-3 text-slate-700">{detail}</p>
      <a className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white" href="/">
        Go to the home page
      </a>
    </main>
  );
}
