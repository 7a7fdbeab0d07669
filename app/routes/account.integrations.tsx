import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import type { ReactNode } from 'react';
import { RichText, useDomainText, useLocale, useT } from '~/components/i18n/context';
import { Form } from '~/components/i18n/links';
import type { Route } from './+types/account.integrations';
import { buttonClass, inputClass } from '~/components/form-controls';
import { FieldErrors, FormErrors, FormField } from '~/components/form-field';
import { DoneNotice, UnplacedErrors } from '~/components/notices';
import { useSchemaForm } from '~/components/use-schema-form';
import { formatIndianMoment } from '~/domain/india-time';
import { API_SCOPES, WEBHOOK_EVENTS, integrationActionSchema, type ApiScope, type WebhookEvent } from '~/domain/lead';
import type { Locale } from '~/domain/locale';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { serverDomainText } from '~/services/i18n/catalog.server';
import { localeOf, requestTranslator } from '~/services/i18n/request.server';
import { createApiToken, integrationsOwnerOf, listApiTokens, revokeApiToken } from '~/services/integrations/api-tokens.server';
import { addWebhookEndpoint, removeWebhookEndpoint, replayDelivery, webhooksOf } from '~/services/integrations/webhooks.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const company = await integrationsOwnerOf(user.id);
  const [tokens, webhooks] = await Promise.all([listApiTokens(company.companyId), webhooksOf(company.companyId)]);
  return { companyName: company.companyName, tokens, ...webhooks, title: requestTranslator(request, 'sellerTrust')('integrationsTitle') };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  const t = requestTranslator(request, 'sellerTrust');
  // The services say what they did in English; the notice is in the page's language.
  const done = serverDomainText(localeOf(request));
  return submitForm(
    request,
    integrationActionSchema,
    async (input) => {
      switch (input.intent) {
        case 'create-token': {
          const made = await createApiToken(user.id, input);
          return { intent: input.intent, message: t('tokenMade', { name: input.name }), secret: made.token };
        }
        case 'revoke-token':
          return { intent: input.intent, message: done(await revokeApiToken(user.id, input.tokenId)) };
        case 'add-webhook': {
          const made = await addWebhookEndpoint(user.id, input);
          return { intent: input.intent, message: t('webhookAdded', { url: made.url }), secret: made.secret };
        }
        case 'remove-webhook':
          return { intent: input.intent, message: done(await removeWebhookEndpoint(user.id, input.endpointId)) };
        case 'replay':
          return { intent: input.intent, message: done(await replayDelivery(user.id, input.deliveryId)) };
      }
    },
    { resetOnSuccess: true },
  );
});

type Result = SubmissionResult<string[]> | undefined;
const secondary = 'rounded-md border border-slate-500 px-3 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-50';
const moment = (locale: Locale) => (date: Date | string | null) => (date ? formatIndianMoment(new Date(date), locale) : '—');
const SCOPE_KEYS = { 'leads:read': 'scope_leadsRead' } as const satisfies Record<ApiScope, string>;
const EVENT_KEYS = { 'lead.created': 'event_leadCreated', 'message.created': 'event_messageCreated' } as const satisfies Record<WebhookEvent, string>;

export default function Integrations({ loaderData, actionData }: Route.ComponentProps) {
  const { tokens, endpoints, deliveries } = loaderData;
  const t = useT('sellerTrust');
  const domainText = useDomainText();
  const when = moment(useLocale());
  const success = actionData && actionData.ok && 'message' in actionData ? actionData : null;
  const failedIntent = actionData && !actionData.ok ? actionData.result.initialValue?.intent : undefined;
  // Each form gets the answer to itself only: its errors, or its reset after success.
  const answeredIntent = success && 'intent' in success ? success.intent : failedIntent;
  const resultFor = (intents: string[]): Result => (typeof answeredIntent === 'string' && intents.includes(answeredIntent) ? actionData?.result : undefined);
  // Refusals of a row's button (a revoked token, a removed webhook) have no field of their own.
  const rowErrors = typeof failedIntent === 'string' && ['revoke-token', 'remove-webhook', 'replay'].includes(failedIntent) ? Object.values(actionData?.result.error ?? {}).flat().filter((e): e is string => typeof e === 'string') : null;
  return (
    <section className="py-6" aria-labelledby="integrations-title">
      <h1 id="integrations-title" className="text-2xl font-bold text-brand-700">
        {t('integrations')}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        <RichText
          text={t('integrationsIntro', { company: loaderData.companyName })}
          parts={[
            // eslint-disable-next-line jsx-a11y/anchor-has-content -- RichText fills the link with the message's words
            <a key="openapi" className="text-brand-700 underline" href="/api/v1/openapi.json" />,
          ]}
        />
      </p>
      <DoneNotice message={success?.message} />
      {success && 'secret' in success && success.secret ? (
        <div className="mt-3 rounded-md border border-amber-400 bg-amber-50 p-3" role="status">
          <p className="text-sm font-semibold">{t('shownOnce')}</p>
          <code className="mt-1 block break-all rounded bg-white p-2 text-sm" data-testid="shown-once">
            {success.secret}
          </code>
        </div>
      ) : null}
      <UnplacedErrors errors={rowErrors} />

      <h2 className="mt-8 text-xl font-semibold">{t('apiTokens')}</h2>
      <TokenForm lastResult={resultFor(['create-token'])} />
      {tokens.length > 0 ? (
        // relative: the visually hidden labels inside stay in this scrolling box instead of widening the page
        <div className="relative mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="token-list">
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">{t('colName')}</th>
                <th scope="col" className="py-2 pr-3">{t('colToken')}</th>
                <th scope="col" className="py-2 pr-3">{t('colScopes')}</th>
                <th scope="col" className="py-2 pr-3">{t('colMade')}</th>
                <th scope="col" className="py-2 pr-3">{t('colLastUsed')}</th>
                <th scope="col" className="py-2"><span className="sr-only">{t('revoke')}</span></th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.id} className="border-b border-slate-200">
                  <td className="py-2 pr-3" data-user-text>{token.name}</td>
                  <td className="py-2 pr-3">
                    <code>{token.prefix}…</code>
                  </td>
                  <td className="py-2 pr-3">
                    <code>{token.scopes.join(', ')}</code>
                  </td>
                  <td className="py-2 pr-3">{when(token.createdAt)}</td>
                  <td className="py-2 pr-3">{token.lastUsedAt ? when(token.lastUsedAt) : t('never')}</td>
                  <td className="py-2">
                    {token.revokedAt ? (
                      <span className="text-slate-600">{t('revokedOn', { date: when(token.revokedAt) })}</span>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="revoke-token" />
                        <button type="submit" name="tokenId" value={token.id} className={secondary} aria-label={t('revokeToken', { name: token.name })}>
                          {t('revoke')}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <h2 className="mt-10 text-xl font-semibold">{t('webhooks')}</h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t('webhooksIntro')}</p>
      <WebhookForm lastResult={resultFor(['add-webhook'])} />
      {endpoints.length > 0 ? (
        <ul className="mt-4 space-y-2" data-testid="webhook-list">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3 text-sm">
              <span>
                <code className="break-all">{endpoint.url}</code>
                <span className="block text-xs text-slate-600">
                  <code>{endpoint.events.join(', ')}</code>
                  {t('since', { date: when(endpoint.createdAt) })}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-webhook" />
                <button type="submit" name="endpointId" value={endpoint.id} className={secondary} aria-label={t('stopSending', { url: endpoint.url })}>
                  {t('remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}

      <h3 className="mt-8 text-lg font-semibold">{t('deliveryLog')}</h3>
      {deliveries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('noEventsSent')}</p>
      ) : (
        <div className="relative mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="delivery-log">
            <caption className="sr-only">{t('deliveriesCaption')}</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">{t('colEvent')}</th>
                <th scope="col" className="py-2 pr-3">{t('colWhen')}</th>
                <th scope="col" className="py-2 pr-3">{t('colStatus')}</th>
                <th scope="col" className="py-2 pr-3">{t('colAttempts')}</th>
                <th scope="col" className="py-2 pr-3">{t('colAnswer')}</th>
                <th scope="col" className="py-2"><span className="sr-only">{t('sendAgain')}</span></th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-3">
                    <code>{delivery.event}</code>
                    <span className="block break-all text-xs text-slate-600" data-user-text>
                      {delivery.url}
                    </span>
                  </td>
                  <td className="py-2 pr-3">{when(delivery.createdAt)}</td>
                  <td className="py-2 pr-3">{delivery.status === 'delivered' ? t('deliveredOn', { date: when(delivery.deliveredAt) }) : t(delivery.status === 'failed' ? 'deliveryFailed' : 'deliveryWaiting')}</td>
                  <td className="py-2 pr-3">{delivery.attempts}</td>
                  <td className="py-2 pr-3">
                    {delivery.responseStatus ?? '—'}
                    {delivery.lastError ? <span className="block text-xs text-red-800">{domainText(delivery.lastError)}</span> : null}
                  </td>
                  <td className="py-2">
                    {delivery.endpointRemoved ? null : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="replay" />
                        <button type="submit" name="deliveryId" value={delivery.id} className={secondary} aria-label={t('sendEventAgain', { event: delivery.event, date: when(delivery.createdAt) })}>
                          {t('sendAgain')}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

type IntegrationFields = ReturnType<typeof useSchemaForm<typeof integrationActionSchema>>[1];

/** A form that makes something with a secret shown once (a token, a webhook): its intent, its fields and its button. */
function MakeForm({ intent, lastResult, submitLabel, children }: { intent: 'create-token' | 'add-webhook'; lastResult: Result; submitLabel: string; children: (fields: IntegrationFields) => ReactNode }) {
  const [form, fields] = useSchemaForm(integrationActionSchema, { id: intent, lastResult, defaultValue: { intent } });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3 rounded-md border border-slate-200 p-4">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value={intent} />
      {children(fields)}
      <button type="submit" className={buttonClass}>
        {submitLabel}
      </button>
    </Form>
  );
}

function TokenForm({ lastResult }: { lastResult: Result }) {
  const t = useT('sellerTrust');
  return (
    <MakeForm intent="create-token" lastResult={lastResult} submitLabel={t('makeToken')}>
      {(fields) => (
        <>
          <FormField meta={fields.name} label={t('tokenName')} hint={t('tokenNameHint')} required>
            <input {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: fields.name.descriptionId })} className={`${inputClass} max-w-sm`} autoComplete="off" />
          </FormField>
          <Checkboxes legend={t('whatItMayDo')} meta={fields.scopes} values={API_SCOPES}>
            {(scope) => t(SCOPE_KEYS[scope])}
          </Checkboxes>
        </>
      )}
    </MakeForm>
  );
}

function WebhookForm({ lastResult }: { lastResult: Result }) {
  const t = useT('sellerTrust');
  return (
    <MakeForm intent="add-webhook" lastResult={lastResult} submitLabel={t('addWebhook')}>
      {(fields) => (
        <>
          <FormField meta={fields.url} label={t('receiverAddress')} hint={t('receiverAddressHint')} required>
            <input {...getInputProps(fields.url, { type: 'url', ariaDescribedBy: fields.url.descriptionId })} className={inputClass} autoComplete="off" />
          </FormField>
          <Checkboxes legend={t('events')} meta={fields.events} values={WEBHOOK_EVENTS}>
            {(event) => (
              <>
                <code>{event}</code> — {t(EVENT_KEYS[event])}
              </>
            )}
          </Checkboxes>
        </>
      )}
    </MakeForm>
  );
}

/** A choice of several, every one ticked to begin with, with the field's errors under it. */
function Checkboxes<Value extends string>({ legend, meta, values, children }: { legend: string; meta: { name: string; errorId: string; errors?: string[] }; values: readonly Value[]; children: (value: Value) => ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {values.map((value) => (
        <label key={value} className="mt-1 flex items-center gap-2 text-sm">
          <input type="checkbox" name={meta.name} value={value} defaultChecked />
          {children(value)}
        </label>
      ))}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
