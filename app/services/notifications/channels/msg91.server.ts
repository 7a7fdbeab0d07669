import { config } from '~/config.server';
import { postJson, ProviderRefusal, providerNumber, redact, type Notifier } from './notifier';

/**
 * SMS through MSG91's Flow API (https://control.msg91.com/api/v5/flow): an Indian gateway, so
 * every message goes out on a DLT-registered template. The template's approved text has two
 * variables, ##VAR1## (what happened) and ##VAR2## (the link), e.g.
 * "TradeSetu: ##VAR1## Open: ##VAR2##". MSG91 answers 200 with {"type":"success","message":<request id>}
 * or {"type":"error","message":…} (sometimes with a 200 status too).
 */
export const msg91Notifier: Notifier = {
  channel: 'sms',
  provider: 'MSG91',
  isConfigured: () => Boolean(config().MSG91_AUTH_KEY && config().MSG91_TEMPLATE_ID),
  async send(to, notice) {
    const c = config();
    const authKey = c.MSG91_AUTH_KEY ?? '';
    const body = {
      template_id: c.MSG91_TEMPLATE_ID,
      ...(c.MSG91_SENDER_ID ? { sender: c.MSG91_SENDER_ID } : {}),
      short_url: '0',
      // DLT variables are at most 30 characters each on most templates: the title is cut to fit.
      recipients: [{ mobiles: providerNumber(to), VAR1: fit(notice.title, 30), VAR2: notice.link }],
    };
    const { status, json } = await postJson(`${c.MSG91_API_BASE.replace(/\/$/, '')}/api/v5/flow`, { authkey: authKey }, body, [authKey]);
    const answer = json as { type?: unknown; message?: unknown };
    if (status >= 200 && status < 300 && answer.type === 'success' && typeof answer.message === 'string') return { providerRef: answer.message };
    const said = typeof answer.message === 'string' ? answer.message : JSON.stringify(json);
    throw new ProviderRefusal(redact(`MSG91 refused the SMS (HTTP ${status}): ${said}`, [authKey]));
  },
};

function fit(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}
