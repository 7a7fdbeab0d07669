import nodemailer, { type Transporter } from 'nodemailer';

interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers as stored in the outbox; Message-ID and List-Unsubscribe are given to nodemailer as such. */
  headers?: Record<string, string>;
}

const transports = new Map<string, Transporter>();

/**
 * One nodemailer transport per SMTP_URL (smtp:// upgrades with STARTTLS when offered, smtps://
 * is TLS from the first byte; credentials come from the URL). Timeouts are short because a send
 * runs in a job that will be retried, never in a request a user waits for. Pooled: up to five
 * connections are kept open while mail flows (a thousand notifications are not a thousand
 * handshakes) and closed after ten idle seconds, or by closeMailTransports at shutdown.
 */
function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // The timeouts are transport options (Transporter.set only keeps plugin metadata).
    transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 5, maxMessages: 500, idleTimeout: 10_000, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Closes the pooled SMTP connections (the server is stopping). */
export function closeMailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

/** Hands one message to the SMTP server; rejects with nodemailer's error when it is refused. */
export async function deliver(smtpUrl: string, { headers = {}, ...message }: MailMessage): Promise<void> {
  const { 'Message-ID': messageId, 'List-Unsubscribe': listUnsubscribe, ...others } = headers;
  // nodemailer writes Message-ID and List-Unsubscribe itself (and would add its own random
  // Message-ID next to a header one); the rest, e.g. List-Unsubscribe-Post, go out as given.
  const unsubscribeUrl = listUnsubscribe ? /^<([^>]+)>/.exec(listUnsubscribe)?.[1] : undefined;
  await transportFor(smtpUrl).sendMail({
    ...message,
    textEncoding: 'quoted-printable',
    ...(messageId ? { messageId } : {}),
    ...(unsubscribeUrl ? { list: { unsubscribe: unsubscribeUrl } } : {}),
    headers: others,
  });
}

/**
 * What went wrong, in words fit for the log and the outbox row: nodemailer's code and the SMTP
 * server's reply, with the URL's user name and password cut out wherever they appear.
 */
export function describeDeliveryError(error: unknown, smtpUrl: string): string {
  const err = error as { message?: unknown; code?: unknown; responseCode?: unknown };
  const parts = [typeof err.code === 'string' ? err.code : undefined, typeof err.responseCode === 'number' ? String(err.responseCode) : undefined];
  let text = `${parts.filter(Boolean).join(' ')} ${typeof err.message === 'string' ? err.message : String(error)}`.trim();
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  // The AUTH PLAIN line an SMTP server might echo back carries both, base64-encoded.
  const authPlain = Buffer.from(`\0${user}\0${password}`).toString('base64');
  for (const secret of [authPlain, url.password, password, url.username, user]) {
    if (secret.length > 0) text = text.split(secret).join('[redacted]');
  }
  return text.slice(0, 500);
}
