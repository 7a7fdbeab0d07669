import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it arrived: headers, blank line, body (transfer-encoded). */
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Messages to refuse with "451 try again later" before accepting again; Infinity refuses all. */
  refuseNext: number;
  refused: number;
  close: () => Promise<void>;
}

/**
 * A real SMTP server on a random local port (the smtp-server package: EHLO, AUTH PLAIN/LOGIN,
 * MAIL, RCPT, DATA with dot-stuffing) that only accepts the given credentials and can be told to
 * refuse messages the way a busy mail server does.
 */
export async function startSmtpSink(user: string, password: string): Promise<SmtpSink> {
  const sink: Omit<SmtpSink, 'url' | 'close'> = { received: [], refuseNext: 0, refused: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.refuseNext > 0) {
          sink.refuseNext -= 1;
          sink.refused += 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          return callback(error);
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        sink.received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        return callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink as SmtpSink, {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A header's value, with RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) decoded. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The plain-text body, quoted-printable decoded (soft line breaks joined, =XX bytes restored). */
export function textBody(raw: string): string {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  return /content-transfer-encoding:\s*quoted-printable/i.test(raw) ? decodeQuotedPrintable(body) : body;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}
