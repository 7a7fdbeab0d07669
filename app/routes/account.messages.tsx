import { Link } from 'react-router';
import type { Route } from './+types/account.messages';
import { formatIndianMoment } from '~/domain/india-time';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { threadList } from '~/services/conversations/thread-pages.server';

export const meta: Route.MetaFunction = () => [{ title: 'Messages' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const raw = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  return threadList(user.id, page);
});

const SIDE_LABELS = { buyer: 'Our inquiry or requirement', seller: 'A buyer asking us' } as const;

// Every conversation the user may read, on both sides, newest activity first.
export default function Messages({ loaderData }: Route.ComponentProps) {
  const { threads, page, hasMore } = loaderData;
  return (
    <section className="py-6" aria-labelledby="messages-heading">
      <h1 id="messages-heading" className="text-2xl font-bold text-brand-700">
        Messages
      </h1>
      <p className="mt-1 text-sm text-slate-700">Conversations about inquiries and requirements: buyers asking your company, and your own inquiries and requirements to suppliers.</p>
      {threads.length === 0 ? (
        <p className="mt-6 text-slate-700">
          No conversations yet. One starts when you send an inquiry from a product page or post a requirement, and when a buyer writes to your company.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {threads.map((thread) => (
            <li key={thread.reference} className={thread.unread > 0 ? 'bg-brand-50' : undefined} data-thread={thread.reference}>
              <Link to={`/account/messages/${thread.reference}`} className="block p-4 hover:bg-slate-50 focus:bg-slate-50">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{SIDE_LABELS[thread.side]}</span>
                  <strong className="text-slate-900">{thread.counterpart}</strong>
                  {thread.unread > 0 ? (
                    <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white" data-testid="unread">
                      {thread.unread} unread
                    </span>
                  ) : null}
                  <span className="ml-auto text-sm text-slate-600">{formatIndianMoment(new Date(thread.lastMessageAt))}</span>
                </span>
                <span className="mt-1 block font-semibold text-brand-700 underline">{thread.subject}</span>
                {thread.preview ? <span className="mt-1 block truncate text-sm text-slate-700">{thread.preview}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages of conversations" className="mt-4 flex gap-4 text-sm">
        {page > 1 ? (
          <Link to={page === 2 ? '/account/messages' : `/account/messages?page=${page - 1}`} className="text-brand-700 underline">
            Newer conversations
          </Link>
        ) : null}
        {hasMore ? (
          <Link to={`/account/messages?page=${page + 1}`} className="text-brand-700 underline">
            Older conversations
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
