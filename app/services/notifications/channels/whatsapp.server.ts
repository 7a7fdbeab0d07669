import { config } from '~/config.server';
import { postJson, ProviderRefusal, providerNumber, redact, type Notifier } from './notifier';

/**
 * WhatsApp through Meta's WhatsApp Cloud API: POST {base}/{PHONE_NUMBER_ID}/messages with a
 * Bearer token. A business may only start a conversation with a pre-approved template, so every
 * notice is the configured template with two body parameters: what happened, and the link.
 * Success is 200 {"messages":[{"id":"wamid…"}]}; a refusal is 4xx/5xx {"error":{"message","code",…}}.
 */
export const whatsappNotifier: Notifier = {
  channel: 'whatsapp',
  provider: 'WhatsApp Cloud API',
  isConfigured: () => Boolean(config().WHATSAPP_TOKEN && config().WHATSAPP_PHONE_NUMBER_ID && config().WHATSAPP_TEMPLATE),
  async send(to, notice) {
    const c = config();
    const token = c.WHATSAPP_TOKEN ?? '';
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: providerNumber(to),
      type: 'template',
      template: {
        name: c.WHATSAPP_TEMPLATE,
        language: { code: c.WHATSAPP_TEMPLATE_LANGUAGE },
        components: [{ type: 'body', parameters: [{ type: 'text', text: notice.title }, { type: 'text', text: notice.link }] }],
      },
    };
    const url = `${c.WHATSAPP_API_BASE.replace(/\/$/, '')}/${c.WHATSAPP_PHONE_NUMBER_ID ?? ''}/messages`;
    const { status, json } = await postJson(url, { authorization: `Bearer ${token}` }, body, [token]);
    const answer = json as { messages?: { id?: unknown }[]; error?: { message?: unknown; code?: unknown } };
    const id = answer.messages?.[0]?.id;
    if (status >= 200 && status < 300 && typeof id === 'string') return { providerRef: id };
    const said = answer.error ? `${typeof answer.error.message === 'string' ? answer.error.message : 'error'}${typeof answer.error.code === 'number' ? ` (code ${answer.error.code})` : ''}` : JSON.stringify(json);
    throw new ProviderRefusal(redact(`WhatsApp refused the message (HTTP ${status}): ${said}`, [token]));
  },
};
