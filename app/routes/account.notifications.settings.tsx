import { getFormProps } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { RichText, useT } from '~/components/i18n/context';
import type { MessageKey } from '~/content/messages';
import { Form, Link } from '~/components/i18n/links';
import { BackLink } from '~/components/back-link';
import type { Route } from './+types/account.notifications.settings';
import { FormErrors } from '~/components/form-field';
import { buttonClass, keepFieldFocus } from '~/components/form-controls';
import { DoneNotice } from '~/components/notices';
import { useSchemaForm } from '~/components/use-schema-form';
import { CHANNEL_NAMES, MODE_NAMES, NOTIFICATION_GROUPS, NOTIFICATION_KINDS, modesFor, notificationSettingsSchema, type DeliveryChannel } from '~/domain/notification';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { requestTranslator } from '~/services/i18n/request.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { notificationSettings, saveNotificationSettings } from '~/services/notifications/preferences.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return { ...(await notificationSettings(user.id)), title: requestTranslator(request, 'notificationSettings')('settingsTitle') };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, notificationSettingsSchema, async (input) => {
    await saveNotificationSettings(user.id, input);
    return { message: requestTranslator(request, 'notificationSettings')('saved') };
  });
});

const TEXT_CHANNELS: DeliveryChannel[] = ['sms', 'whatsapp'];

/**
 * One form for every kind of notification and channel: a select per kind and channel (Immediately,
 * Daily digest, Off), grouped as the domain groups them. Works as a plain form without JavaScript.
 */
export default function NotificationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('notificationSettings');
  // SMS and WhatsApp are called so in Hindi too.
  const channelName = (channel: DeliveryChannel) => (channel === 'email' ? t('channel.email') : CHANNEL_NAMES[channel]);
  const kindLabel = (kind: (typeof kinds)[number]) => t(`kind.${kind}`);
  const { kinds, modes, channels, hasMobile } = loaderData;
  const navigation = useNavigation();
  const [form] = useSchemaForm(notificationSettingsSchema, { id: 'notification-settings', lastResult: actionData?.result, nativeConstraints: false });
  const message = actionData && 'message' in actionData ? actionData.message : undefined;
  const missing = TEXT_CHANNELS.filter((channel) => !channels.includes(channel));
  const textOn = channels.some((channel) => channel !== 'email');
  const groups = NOTIFICATION_GROUPS.map((group) => ({ group, kinds: kinds.filter((kind) => NOTIFICATION_KINDS[kind].group === group) })).filter((g) => g.kinds.length > 0);
  return (
    <section aria-labelledby="settings-title" className="mt-6">
      <BackLink to="/account/notifications">{t('notifications')}</BackLink>
      <h1 id="settings-title" className="mt-2 text-2xl font-bold text-brand-700">
        {t('settingsTitle')}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {t('settingsIntro')}
      </p>
      {missing.length > 0 ? (
        <p className="mt-2 max-w-3xl text-sm text-slate-700" data-testid="channels-not-set-up">
          {t(missing.length === 1 ? 'channelNotSetUp' : 'channelsNotSetUp', { channels: missing.map(channelName).join(t('and')) })}
        </p>
      ) : null}
      {textOn && !hasMobile ? (
        <p className="mt-2 max-w-3xl text-sm text-amber-900">
          <RichText text={t('noMobile')} parts={[<Link to="/account" className="underline" />]} />
        </p>
      ) : null}
      <DoneNotice message={message} />
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-8">
        <FormErrors form={form} />
        {groups.map(({ group, kinds: groupKinds }) => (
          <fieldset key={group} className="rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-lg font-semibold text-slate-900">{t(`group.${group}`)}</legend>
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium text-slate-700">
                    {t('when')}
                  </th>
                  {channels.map((channel) => (
                    <th key={channel} scope="col" className="py-2 pr-4 font-medium text-slate-700">
                      {channelName(channel)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {groupKinds.map((kind) => (
                  <tr key={kind} className="border-t border-slate-100">
                    <th scope="row" className="py-2 pr-4 font-normal text-slate-900">
                      {kindLabel(kind)}
                    </th>
                    {channels.map((channel) => {
                      const id = `pref-${channel}-${kind}`;
                      const current = modes[kind]?.[channel] ?? 'off';
                      return (
                        <td key={channel} className="py-2 pr-4">
                          <label htmlFor={id} className="sr-only">
                            {`${channelName(channel)}: ${kindLabel(kind)}`}
                          </label>
                          {/* keyed by the saved value, so a save shows what was stored even with JavaScript */}
                          <select key={`${id}-${current}`} id={id} name={`${channel}.${kind}`} defaultValue={current} className="rounded-md border border-slate-400 bg-white px-2 py-1">
                            {modesFor(channel).map((mode) => (
                              <option key={mode} value={mode}>
                                {t(`mode.${MODE_NAMES[mode]}` as MessageKey<'notificationSettings'>)}
                              </option>
                            ))}
                          </select>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </fieldset>
        ))}
        <div>
          <button type="submit" onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'} className={buttonClass}>
            {t('saveSettings')}
          </button>
        </div>
      </Form>
    </section>
  );
}
