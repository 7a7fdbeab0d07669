import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequestIdProvider } from '~/components/request-id';
import { ErrorBoundary } from '~/root';
import { withTranslations } from '../tests/unit/support/translations';

/** Renders the root error boundary the way the server does, for a loader that fails with `failure`. */
async function errorPage(failure: unknown): Promise<{ status: number; html: string }> {
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => {
        throw failure;
      },
      Component: () => null,
      ErrorBoundary,
    },
  ]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    withTranslations(
      <RequestIdProvider value="req-7f3a">
        <StaticRouterProvider router={router} context={context} />
      </RequestIdProvider>,
    ),
  );
  // The static router also writes its hydration data into a script; in production React Router's
  // server runtime replaces an unexpected error there with "Unexpected Server Error". What the
  // visitor reads is the rendered page.
  return { status: context.statusCode, html: html.replace(/<script[\s\S]*?<\/script>/g, '') };
}

describe('the error page', () => {
  it('shows a failure on our side as a friendly page with the request id, and no stack', async () => {
    const { status, html } = await errorPage(new Error('relation "products" does not exist\n    at Query.run (pg.js:1:1)'));
    expect(status).toBe(500);
    expect(html).toContain('Something went wrong');
    expect(html).toContain('req-7f3a');
    expect(html).not.toContain('does not exist');
    expect(html).not.toContain('pg.js');
  });

  it('shows a refusal with its own status and message, without a reference to quote', async () => {
    const { status, html } = await errorPage(data('Please wait 40 seconds and try again.', { status: 429 }));
    expect(status).toBe(429);
    expect(html).toContain('Too many requests');
    expect(html).toContain('Please wait 40 seconds and try again.');
    expect(html).not.toContain('req-7f3a');
  });
});
