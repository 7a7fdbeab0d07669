import { getFormProps } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { BackLink } from '~/components/back-link';
import type { Route } from './+types/account.notifications.settings';
import { FormErrors } from '~/components/form-field';
import { buttonClass, keepFieldFocus } from '~/components/form-controls';
import { DoneNotice } from '~/components/notices';
import { useSchemaForm } from '~/components/use-schema-form';
import { CHANNEL_NAMES, MODE_NAMES, NOTIFICATION_GROUPS, NOTIFICATION_KINDS, modesFor, notificationSettingsSchema, type DeliveryChannel } from '~/domain/notification';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { notificationSettings, saveNotificationSettings } from '~/services/notifications/preferences.server';

export const meta: Route.MetaFunction = () => [{ title: 'Notification settings' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return notificationSettings(user.id);
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, notificationSettingsSchema, async (input) => {
    await saveNotificationSettings(user.id, input);
    return { message: 'Saved. New notifications follow these choices.' };
  });
});

const TEXT_CHANNELS: DeliveryChannel[] = ['sms', 'whatsapp'];

/**
 * One form for every kind of notification and channel: a select per kind and channel (Immediately,
 * Daily digest, Off), grouped as the domain groups them. Works as a plain form without JavaScript.
 */
export default function NotificationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { kinds, modes, channels, hasMobile } = loaderData;
  const navigation = useNavigation();
  const [form] = useSchemaForm(notificationSettingsSchema, { id: 'notification-settings', lastResult: actionData?.result, nativeConstraints: false });
  const message = actionData && 'message' in actionData ? actionData.message : undefined;
  const missing = TEXT_CHANNELS.filter((channel) => !channels.includes(channel));
  const textOn = channels.some((channel) => channel !== 'email');
  const groups = NOTIFICATION_GROUPS.map((group) => ({ group, kinds: kinds.filter((kind) => NOTIFICATION_KINDS[kind].group === group) })).filter((g) => g.kinds.length > 0);
  return (
    <section aria-labelledby="settings-title" className="mt-6">
      <BackLink to="/account/notifications">Notifications</BackLink>
      <h1 id="settings-title" className="mt-2 text-2xl font-bold text-brand-700">
        Notification settings
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every notification is always shown here on the site, under Notifications. Choose for each kind whether it also reaches you by email right away, in one daily digest email (sent at
        8:00 in the morning, India time), or not at all.
      </p>
      {missing.length > 0 ? (
        <p className="mt-2 max-w-3xl text-sm text-slate-700" data-testid="channels-not-set-up">
          {missing.map((channel) => CHANNEL_NAMES[channel]).join(' and ')} {missing.length === 1 ? 'is' : 'are'} not set up on this site, so notifications come by email and on the site only.
        </p>
      ) : null}
      {textOn && !hasMobile ? (
        <p className="mt-2 max-w-3xl text-sm text-amber-900">
          SMS and WhatsApp go to your mobile number, and your account has none. Add it on your{' '}
          <Link to="/account" className="underline">
            profile
          </Link>{' '}
          to receive them.
        </p>
      ) : null}
      <DoneNotice message={message} />
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-8">
        <FormErrors form={form} />
        {groups.map(({ group, kinds: groupKinds }) => (
          <fieldset key={group} className="rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-lg font-semibold text-slate-900">{group}</legend>
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium text-slate-700">
                    When
                  </th>
                  {channels.map((channel) => (
                    <th key={channel} scope="col" className="py-2 pr-4 font-medium text-slate-700">
                      {CHANNEL_NAMES[channel]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {groupKinds.map((kind) => (
                  <tr key={kind} className="border-t border-slate-100">
                    <th scope="row" className="py-2 pr-4 font-normal text-slate-900">
                      {NOTIFICATION_KINDS[kind].label}
                    </th>
                    {channels.map((channel) => {
                      const id = `pref-${channel}-${kind}`;
                      const current = modes[kind]?.[channel] ?? 'off';
                      return (
                        <td key={channel} className="py-2 pr-4">
                          <label htmlFor={id} className="sr-only">
                            {`${CHANNEL_NAMES[channel]}: ${NOTIFICATION_KINDS[kind].label}`}
                          </label>
                          {/* keyed by the saved value, so a save shows what was stored even with JavaScript */}
                          <select key={`${id}-${current}`} id={id} name={`${channel}.${kind}`} defaultValue={current} className="rounded-md border border-slate-400 bg-white px-2 py-1">
                            {modesFor(channel).map((mode) => (
                              <option key={mode} value={mode}>
                                {MODE_NAMES[mode]}
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
            Save settings
          </button>
        </div>
      </Form>
    </section>
  );
}
