import { getFormProps } from '@conform-to/react';
import { useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { Form } from '~/components/i18n/links';
import { LANGUAGE_TAGS, type Locale } from '~/domain/locale';
import type { Route } from './+types/account.notifications';
import { FieldErrors, FormErrors } from '~/components/form-field';
import { useSchemaForm } from '~/components/use-schema-form';
import { notificationActionSchema } from '~/domain/notification';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { listNotifications, markAllNotificationsRead, openNotification } from '~/services/notifications/notification-centre.server';
import { localeOf, localisedRedirect, requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return { ...(await listNotifications(user.id, page, localeOf(request))), title: requestTranslator(request, 'notificationSettings')('notifications') };
});

export const headers = formHeaders;

/** Reading changes state, so it is a POST: opening one marks it read and then follows its link. */
export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, notificationActionSchema, async (input) => {
    if (input.intent === 'open') return localisedRedirect(request, await openNotification(user.id, input.notificationId));
    return { markedRead: await markAllNotificationsRead(user.id) };
  });
});

const when = (date: Date | string, locale: Locale) => new Date(date).toLocaleString(LANGUAGE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export default function AccountNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('notificationSettings');
  const locale = useLocale();
  const href = useLocalisedHref();
  const { items, page, hasNewer, hasOlder } = loaderData;
  const [form, fields] = useSchemaForm(notificationActionSchema, { id: 'notifications', lastResult: actionData?.result, nativeConstraints: false });
  const anyUnread = items.some((item) => item.unread);
  const markedRead = actionData && actionData.ok && 'markedRead' in actionData ? actionData.markedRead : undefined;
  return (
    <section aria-labelledby="notifications-title" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="notifications-title" className="text-2xl font-bold text-brand-700">
          {t('notifications')}
        </h1>
        <a className="text-sm font-semibold text-brand-700 underline" href={href('/account/notifications/settings')}>
          {t('settingsTitle')}
        </a>
        {anyUnread ? (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <button type="submit" className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700">
              {t('markAllRead')}
            </button>
          </Form>
        ) : null}
      </div>
      {markedRead !== undefined ? (
        <p role="status" className="mt-3 text-sm text-emerald-800">
          {t('markedRead', { count: markedRead })}
        </p>
      ) : null}
      <Form method="post" className="mt-4" {...getFormProps(form)}>
        <FormErrors form={form} />
        {/* The id comes from an "Open" button, so its error (a hand-made post) has no field to stand by. */}
        <FieldErrors id={fields.notificationId.errorId} errors={fields.notificationId.errors} />
        <input type="hidden" name="intent" value="open" />
        {items.length === 0 ? (
          <p className="text-slate-700">{page > 1 ? t('noOlder') : t('nothingYet')}</p>
        ) : (
          <ul className="space-y-3" data-testid="notification-list">
            {items.map((item) => (
              <li key={item.id} data-testid="notification" data-unread={item.unread ? 'true' : 'false'} className={`rounded-lg border p-4 ${item.unread ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  {item.unread ? <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">{t('unread')}</span> : <span className="text-xs text-slate-600">{t('read')}</span>}
                  <time dateTime={new Date(item.createdAt).toISOString()} className="text-slate-600">
                    {when(item.createdAt, locale)}
                  </time>
                </div>
                <p className="mt-1 font-semibold">{item.title}</p>
                {item.body ? <p className="mt-1 whitespace-pre-line text-slate-800">{item.body}</p> : null}
                {/* A button, not a link: opening marks it read (a POST), then the action redirects to item.link. */}
                <button type="submit" name="notificationId" value={item.id} aria-label={t('openItem', { title: item.title })} className="mt-2 text-sm font-semibold text-brand-700 underline">
                  {t('open')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Form>
      {hasNewer || hasOlder ? (
        <nav aria-label={t('pages')} className="mt-6 flex gap-4">
          {hasNewer ? (
            <a className="font-semibold text-brand-700 underline" href={href(page === 2 ? '/account/notifications' : `/account/notifications?page=${page - 1}`)}>
              {t('newer')}
            </a>
          ) : null}
          {hasOlder ? (
            <a className="font-semibold text-brand-700 underline" href={href(`/account/notifications?page=${page + 1}`)}>
              {t('older')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
