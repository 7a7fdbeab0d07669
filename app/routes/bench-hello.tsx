import { withAppErrors } from '~/services/http/route-errors.server';
/**
 * The bare React Router page the HTTP benchmark compares product and search pages with. It is in
 * the route table only in a build made with BENCH_ROUTES=true (app/routes.ts, bench/http.ts).
 */
export const loader = withAppErrors(() => {
  return { message: 'Hello' };
});

export default function BenchHello() {
  return (
    <main>
      <h1>Hello</h1>
    </main>
  );
}
