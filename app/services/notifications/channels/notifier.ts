import type { NotificationKind } from '~/domain/notification';

/** What a text message says: the event in a line and where to act on it (an absolute link). */
export interface TextNotice {
  kind: NotificationKind;
  title: string;
  link: string;
}

/**
 * A channel outside the site that sends short messages to a mobile number (SMS, WhatsApp). Each
 * provider speaks its own HTTP API; the delivery job only knows this interface.
 */
export interface Notifier {
  channel: 'sms' | 'whatsapp';
  /** The provider's name, for the settings page and the log. */
  provider: string;
  isConfigured(): boolean;
  /** Sends one message to an Indian mobile number (+91…); resolves with the provider's message id. */
  send(to: string, notice: TextNotice): Promise<{ providerRef: string }>;
}

/** A refusal from the provider, in words fit for notification_deliveries.last_error (no secrets). */
export class ProviderRefusal extends Error {
  override name = 'ProviderRefusal';
}

/** The number as providers want it: country code and digits, no plus sign ("919812345678"). */
export function providerNumber(mobile: string): string {
  return mobile.replace(/\D/g, '');
}

/**
 * Posts JSON to a provider and answers the parsed reply with its status. A network failure or
 * timeout becomes a ProviderRefusal naming the host only; `secrets` are cut out of any text kept.
 */
export async function postJson(url: string, headers: Record<string, string>, body: unknown, secrets: string[]): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer within 10 s' : 'could not connect';
    throw new ProviderRefusal(`${new URL(url).host}: ${reason}`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = { unparsed: redact(text.slice(0, 200), secrets) };
  }
  return { status: response.status, json };
}

export function redact(text: string, secrets: (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) if (secret && secret.length >= 4) out = out.split(secret).join('[redacted]');
  return out.slice(0, 500);
}
