import { useDomainText, useLocale, useT } from '~/components/i18n/context';
import { Link } from '~/components/i18n/links';
import { requestTranslator } from '~/services/i18n/request.server';
import type { Route } from './+types/account.messages';
import { formatIndianMoment } from '~/domain/india-time';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { threadList } from '~/services/conversations/thread-pages.server';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: loaderData?.title ?? 'Messages' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const raw = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  return { ...(await threadList(user.id, page)), title: requestTranslator(request, 'buyer-messages')('messagesTitle') };
});

const SIDE_LABELS = { buyer: 'sideBuyer', seller: 'sideSeller' } as const;

// Every conversation the user may read, on both sides, newest activity first.
export default function Messages({ loaderData }: Route.ComponentProps) {
  const { threads, page, hasMore } = loaderData;
  const t = useT('buyer-messages');
  const domainText = useDomainText();
  const locale = useLocale();
  return (
    <section className="py-6" aria-labelledby="messages-heading">
      <h1 id="messages-heading" className="text-2xl font-bold text-brand-700">
        {t('messagesTitle')}
      </h1>
      <p className="mt-1 text-sm text-slate-700">{t('messagesIntro')}</p>
      {threads.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {t('noConversations')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {threads.map((thread) => (
            <li key={thread.reference} className={thread.unread > 0 ? 'bg-brand-50' : undefined} data-thread={thread.reference}>
              <Link to={`/account/messages/${thread.reference}`} className="block p-4 hover:bg-slate-50 focus:bg-slate-50">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{t(SIDE_LABELS[thread.side])}</span>
                  <strong className="text-slate-900" data-user-text>
                    {thread.counterpart}
                  </strong>
                  {thread.unread > 0 ? (
                    <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white" data-testid="unread">
                      {t('unread', { count: thread.unread })}
                    </span>
                  ) : null}
                  <span className="ml-auto text-sm text-slate-600">{formatIndianMoment(new Date(thread.lastMessageAt), locale)}</span>
                </span>
                <span className="mt-1 block font-semibold text-brand-700 underline" data-user-text>
                  {domainText(thread.subject)}
                </span>
                {thread.preview ? <span className="mt-1 block truncate text-sm text-slate-700" data-user-text>
                    {thread.preview}
                  </span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={t('pagesOfConversations')} className="mt-4 flex gap-4 text-sm">
        {page > 1 ? (
          <Link to={page === 2 ? '/account/messages' : `/account/messages?page=${page - 1}`} className="text-brand-700 underline">
            {t('newerConversations')}
          </Link>
        ) : null}
        {hasMore ? (
          <Link to={`/account/messages?page=${page + 1}`} className="text-brand-700 underline">
            {t('olderConversations')}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
