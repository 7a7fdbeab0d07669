import { data } from 'react-router';
import { config } from '~/config.server';

/**
 * The bare React Router page the HTTP benchmark compares product and search pages with; it only
 * answers when the server runs with BENCH_ROUTES=true (bench/http.ts).
 */
export function loader() {
  if (!config().BENCH_ROUTES) throw data('We could not find that page.', { status: 404 });
  return { message: 'Hello' };
}

export default function BenchHello() {
  return (
    <main>
      <h1>Hello</h1>
    </main>
  );
}
