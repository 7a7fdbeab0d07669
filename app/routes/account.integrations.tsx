import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Form } from '~/components/i18n/links';
import type { Route } from './+types/account.integrations';
import { buttonClass, inputClass } from '~/components/form-controls';
import { FieldErrors, FormErrors, FormField } from '~/components/form-field';
import { DoneNotice, UnplacedErrors } from '~/components/notices';
import { useSchemaForm } from '~/components/use-schema-form';
import { formatIndianMoment } from '~/domain/india-time';
import { API_SCOPES, API_SCOPE_LABELS, WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS, integrationActionSchema } from '~/domain/lead';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { createApiToken, integrationsOwnerOf, listApiTokens, revokeApiToken } from '~/services/integrations/api-tokens.server';
import { addWebhookEndpoint, removeWebhookEndpoint, replayDelivery, webhooksOf } from '~/services/integrations/webhooks.server';

export const meta: Route.MetaFunction = () => [{ title: 'Integrations: API and webhooks' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const company = await integrationsOwnerOf(user.id);
  const [tokens, webhooks] = await Promise.all([listApiTokens(company.companyId), webhooksOf(company.companyId)]);
  return { companyName: company.companyName, tokens, ...webhooks };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(
    request,
    integrationActionSchema,
    async (input) => {
      switch (input.intent) {
        case 'create-token': {
          const made = await createApiToken(user.id, input);
          return { intent: input.intent, message: `Token “${input.name}” made. Copy it now: it is shown only this once.`, secret: made.token };
        }
        case 'revoke-token':
          return { intent: input.intent, message: await revokeApiToken(user.id, input.tokenId) };
        case 'add-webhook': {
          const made = await addWebhookEndpoint(user.id, input);
          return { intent: input.intent, message: `Events will be sent to ${made.url}. Copy the signing secret now: it is shown only this once.`, secret: made.secret };
        }
        case 'remove-webhook':
          return { intent: input.intent, message: await removeWebhookEndpoint(user.id, input.endpointId) };
        case 'replay':
          return { intent: input.intent, message: await replayDelivery(user.id, input.deliveryId) };
      }
    },
    { resetOnSuccess: true },
  );
});

type Result = SubmissionResult<string[]> | undefined;
const secondary = 'rounded-md border border-slate-500 px-3 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-50';
const when = (date: Date | string | null) => (date ? formatIndianMoment(new Date(date)) : '—');

export default function Integrations({ loaderData, actionData }: Route.ComponentProps) {
  const { tokens, endpoints, deliveries } = loaderData;
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
        Integrations
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Connect {loaderData.companyName}&apos;s CRM: read leads with an API token, and hear of new leads and messages by webhook. How to use both:{' '}
        <a className="text-brand-700 underline" href="/api/v1/openapi.json">
          the API description (OpenAPI)
        </a>
        .
      </p>
      <DoneNotice message={success?.message} />
      {success && 'secret' in success && success.secret ? (
        <div className="mt-3 rounded-md border border-amber-400 bg-amber-50 p-3" role="status">
          <p className="text-sm font-semibold">Shown once — copy it now:</p>
          <code className="mt-1 block break-all rounded bg-white p-2 text-sm" data-testid="shown-once">
            {success.secret}
          </code>
        </div>
      ) : null}
      <UnplacedErrors errors={rowErrors} />

      <h2 className="mt-8 text-xl font-semibold">API tokens</h2>
      <TokenForm lastResult={resultFor(['create-token'])} />
      {tokens.length > 0 ? (
        // relative: the visually hidden labels inside stay in this scrolling box instead of widening the page
        <div className="relative mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="token-list">
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">Name</th>
                <th scope="col" className="py-2 pr-3">Token</th>
                <th scope="col" className="py-2 pr-3">Scopes</th>
                <th scope="col" className="py-2 pr-3">Made</th>
                <th scope="col" className="py-2 pr-3">Last used</th>
                <th scope="col" className="py-2"><span className="sr-only">Revoke</span></th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.id} className="border-b border-slate-200">
                  <td className="py-2 pr-3">{token.name}</td>
                  <td className="py-2 pr-3">
                    <code>{token.prefix}…</code>
                  </td>
                  <td className="py-2 pr-3">{token.scopes.join(', ')}</td>
                  <td className="py-2 pr-3">{when(token.createdAt)}</td>
                  <td className="py-2 pr-3">{token.lastUsedAt ? when(token.lastUsedAt) : 'Never'}</td>
                  <td className="py-2">
                    {token.revokedAt ? (
                      <span className="text-slate-600">Revoked {when(token.revokedAt)}</span>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="revoke-token" />
                        <button type="submit" name="tokenId" value={token.id} className={secondary} aria-label={`Revoke the token ${token.name}`}>
                          Revoke
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

      <h2 className="mt-10 text-xl font-semibold">Webhooks</h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        We POST each event as JSON, signed in the X-TradeSetu-Signature header with your secret (HMAC-SHA256 of the time and the body). A receiver has 5 seconds to answer with 2xx; otherwise the event is sent again later, for about an hour.
      </p>
      <WebhookForm lastResult={resultFor(['add-webhook'])} />
      {endpoints.length > 0 ? (
        <ul className="mt-4 space-y-2" data-testid="webhook-list">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3 text-sm">
              <span>
                <code className="break-all">{endpoint.url}</code>
                <span className="block text-xs text-slate-600">{endpoint.events.join(', ')} · since {when(endpoint.createdAt)}</span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-webhook" />
                <button type="submit" name="endpointId" value={endpoint.id} className={secondary} aria-label={`Stop sending events to ${endpoint.url}`}>
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}

      <h3 className="mt-8 text-lg font-semibold">Delivery log</h3>
      {deliveries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No events sent yet.</p>
      ) : (
        <div className="relative mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="delivery-log">
            <caption className="sr-only">The last 50 webhook deliveries, newest first</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">Event</th>
                <th scope="col" className="py-2 pr-3">When</th>
                <th scope="col" className="py-2 pr-3">Status</th>
                <th scope="col" className="py-2 pr-3">Attempts</th>
                <th scope="col" className="py-2 pr-3">Answer</th>
                <th scope="col" className="py-2"><span className="sr-only">Send again</span></th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-3">
                    {delivery.event}
                    <span className="block break-all text-xs text-slate-600">{delivery.url}</span>
                  </td>
                  <td className="py-2 pr-3">{when(delivery.createdAt)}</td>
                  <td className="py-2 pr-3">{delivery.status === 'delivered' ? `Delivered ${when(delivery.deliveredAt)}` : delivery.status === 'failed' ? 'Failed' : 'Waiting'}</td>
                  <td className="py-2 pr-3">{delivery.attempts}</td>
                  <td className="py-2 pr-3">
                    {delivery.responseStatus ?? '—'}
                    {delivery.lastError ? <span className="block text-xs text-red-800">{delivery.lastError}</span> : null}
                  </td>
                  <td className="py-2">
                    {delivery.endpointRemoved ? null : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="replay" />
                        <button type="submit" name="deliveryId" value={delivery.id} className={secondary} aria-label={`Send the ${delivery.event} event of ${when(delivery.createdAt)} again`}>
                          Send again
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
  return (
    <MakeForm intent="create-token" lastResult={lastResult} submitLabel="Make a token">
      {(fields) => (
        <>
          <FormField meta={fields.name} label="Token name" hint="Say where it is used, e.g. “Zoho CRM”." required>
            <input {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: fields.name.descriptionId })} className={`${inputClass} max-w-sm`} autoComplete="off" />
          </FormField>
          <Checkboxes legend="What it may do" meta={fields.scopes} values={API_SCOPES}>
            {(scope) => API_SCOPE_LABELS[scope]}
          </Checkboxes>
        </>
      )}
    </MakeForm>
  );
}

function WebhookForm({ lastResult }: { lastResult: Result }) {
  return (
    <MakeForm intent="add-webhook" lastResult={lastResult} submitLabel="Add webhook">
      {(fields) => (
        <>
          <FormField meta={fields.url} label="Receiver address" hint="https:// and a server on the public internet (http://localhost too, while developing)." required>
            <input {...getInputProps(fields.url, { type: 'url', ariaDescribedBy: fields.url.descriptionId })} className={inputClass} autoComplete="off" />
          </FormField>
          <Checkboxes legend="Events" meta={fields.events} values={WEBHOOK_EVENTS}>
            {(event) => (
              <>
                <code>{event}</code> — {WEBHOOK_EVENT_LABELS[event]}
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
