import { Form } from '~/components/i18n/links';
import type { Route } from './+types/admin.chats';
import { FilterTabs } from '~/components/admin/filter-tabs';
import { buttonClass } from '~/components/billing/ui';
import { Pagination } from '~/components/catalog';
import { ChatMessageText } from '~/components/chat/chat-message-text';
import { UnplacedErrors } from '~/components/notices';
import { ADMIN_PAGE_SIZE, chatsParamsSchema } from '~/domain/admin-queues';
import { ChatDoneSchema } from '~/domain/chat-schemas';
import { formatIndianMoment } from '~/domain/india-time';
import { requireStaff } from '~/services/admin/staff.server';
import { chatLeads, markHandoverDone, waitingChatCount } from '~/services/chat/handover.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta() {
  return [{ title: 'Chats for the team' }, { name: 'robots', content: 'noindex' }];
}

/**
 * The chats for the support team: those the site assistant handed over to people, with transcripts
 * and the visitor's details, or every chat a visitor started (each is a lead), paged.
 */
export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'support');
  const url = new URL(request.url);
  const { show, page } = chatsParamsSchema.parse(Object.fromEntries(url.searchParams));
  const [{ chats, total }, waiting] = await Promise.all([chatLeads(show, page), waitingChatCount()]);
  return {
    show,
    page,
    total,
    waiting,
    search: url.search,
    chats: chats.map((chat) => ({
      id: chat.id,
      name: chat.name,
      email: chat.email,
      phone: chat.phone,
      pagePath: chat.pagePath,
      startedAt: formatIndianMoment(chat.startedAt),
      handedOverAt: chat.handedOverAt ? formatIndianMoment(chat.handedOverAt) : null,
      doneAt: chat.doneAt ? formatIndianMoment(chat.doneAt) : null,
      messages: chat.messages.map((m) => ({ role: m.role, content: m.content, at: formatIndianMoment(new Date(m.timestamp)) })),
    })),
  };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const staff = await requireStaff(request, 'support');
  return submitForm(request, ChatDoneSchema, async ({ chatId }) => {
    await markHandoverDone(staff, chatId);
    return { message: 'Marked done.' };
  });
});

const SPEAKER = { user: 'Visitor', assistant: 'Assistant', system: 'Notice' } as const;
const VIEWS = { handed_over: 'Handed over', all: 'All chat leads' } as const;

export default function AdminChats({ loaderData, actionData }: Route.ComponentProps) {
  const { waiting, show, page, total, search } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">{show === 'all' ? 'All chat leads' : 'Chats handed over to the team'}</h1>
      <p className="mt-2 text-slate-700">
        The site assistant hands a chat over when the visitor asks for a person or it cannot answer. Get back to the visitor by email or phone, then mark the chat done. Waiting: {waiting}.
      </p>
      {actionData?.ok ? (
        <p role="status" className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3">
          {actionData.message}
        </p>
      ) : null}
      <UnplacedErrors errors={actionData && !actionData.ok ? (actionData.result.error?.[''] ?? actionData.result.error?.chatId) : undefined} />
      <FilterTabs label="Which chats" tabs={VIEWS} current={show} hrefOf={(key) => (key === 'handed_over' ? '/admin/chats' : '/admin/chats?show=all')} />
      {show === 'all' ? (
        <p className="mt-3 text-sm text-slate-700" role="status">
          {total.toLocaleString('en-IN')} chat{total === 1 ? '' : 's'} started, newest first. Each visitor gave their name, email and phone before chatting.
        </p>
      ) : null}
      {loaderData.chats.length === 0 ? (
        <p className="mt-6">{show === 'all' ? 'No visitor has started a chat yet.' : 'No chat has been handed over yet.'}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.chats.map((chat) => (
            <li key={chat.id} className="rounded-md border border-slate-300 p-4" aria-labelledby={`chat-${chat.id}`}>
              <h2 id={`chat-${chat.id}`} className="font-semibold">
                {chat.name} · {chat.handedOverAt ? `handed over ${chat.handedOverAt}` : `started ${chat.startedAt}`}
              </h2>
              <p className="text-sm text-slate-700">
                <a className="text-brand-700 underline" href={`mailto:${chat.email}`}>
                  {chat.email}
                </a>{' '}
                ·{' '}
                <a className="text-brand-700 underline" href={`tel:${chat.phone}`}>
                  {chat.phone}
                </a>
                {chat.pagePath ? <> · chatting on {chat.pagePath}</> : null}
              </p>
              <details className="mt-2" open={chat.handedOverAt !== null && chat.doneAt === null}>
                <summary className="cursor-pointer text-sm font-medium">Transcript ({chat.messages.length} messages)</summary>
                <ol className="mt-2 space-y-2 text-sm">
                  {chat.messages.map((message, index) => (
                    <li key={index} className={message.role === 'user' ? 'rounded bg-brand-50 p-2' : 'rounded bg-slate-50 p-2'}>
                      <p className="text-xs text-slate-600">
                        {SPEAKER[message.role]} · {message.at}
                      </p>
                      <ChatMessageText text={message.content} light={false} />
                    </li>
                  ))}
                </ol>
              </details>
              {chat.handedOverAt === null ? null : chat.doneAt === null ? (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="chatId" value={chat.id} />
                  <button type="submit" className={buttonClass} aria-label={`Mark the chat with ${chat.name} done`}>
                    Done
                  </button>
                </Form>
              ) : (
                <p className="mt-3 text-sm font-semibold text-green-800">Done {chat.doneAt}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} total={total} pageSize={ADMIN_PAGE_SIZE} pathname="/admin/chats" search={new URLSearchParams(search)} />
    </>
  );
}
