import net from 'node:net';
import tls from 'node:tls';

export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * A small SMTP client (RFC 5321): EHLO, STARTTLS when the server offers it, AUTH PLAIN when the
 * URL has credentials, one message, QUIT. Enough for transactional mail without a dependency.
 */
export async function sendSmtp(url: string, message: SmtpMessage, timeoutMs = 15_000): Promise<void> {
  const parsed = new URL(url);
  const implicitTls = parsed.protocol === 'smtps:';
  const port = Number(parsed.port || (implicitTls ? 465 : 587));
  const host = parsed.hostname;
  let socket: net.Socket = implicitTls ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
  socket.setTimeout(timeoutMs);
  let buffer = '';
  let waiting: { resolve: (reply: { code: number; lines: string[] }) => void; reject: (e: Error) => void } | undefined;
  let failure: Error | undefined;

  const onData = (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    const lines = buffer.split('\r\n');
    const last = lines.findIndex((line) => /^\d{3} /.test(line));
    if (last === -1 || !waiting) return;
    const replyLines = lines.slice(0, last + 1);
    buffer = lines.slice(last + 1).join('\r\n');
    const w = waiting;
    waiting = undefined;
    w.resolve({ code: Number(replyLines[last]?.slice(0, 3)), lines: replyLines.map((l) => l.slice(4)) });
  };
  const onError = (error: Error) => {
    failure = error;
    waiting?.reject(error);
  };
  const attach = (s: net.Socket) => {
    s.on('data', onData);
    s.on('error', onError);
    s.on('timeout', () => onError(new Error(`SMTP server ${host}:${port} did not answer in time`)));
  };
  attach(socket);

  const reply = () =>
    new Promise<{ code: number; lines: string[] }>((resolve, reject) => {
      if (failure) return reject(failure);
      waiting = { resolve, reject };
      onData(Buffer.alloc(0));
    });
  const command = async (line: string, expect: number) => {
    socket.write(`${line}\r\n`);
    const answer = await reply();
    if (Math.floor(answer.code / 100) !== Math.floor(expect / 100)) {
      throw new Error(`SMTP server refused "${line.split(' ')[0]}": ${answer.code} ${answer.lines.join(' ')}`);
    }
    return answer;
  };

  try {
    const greeting = await reply();
    if (greeting.code !== 220) throw new Error(`SMTP server greeting was ${greeting.code}`);
    let ehlo = await command('EHLO tradesetu.local', 250);
    if (!implicitTls && ehlo.lines.some((l) => /^STARTTLS/i.test(l))) {
      await command('STARTTLS', 220);
      socket.removeAllListeners('data');
      socket = tls.connect({ socket, servername: host });
      attach(socket);
      ehlo = await command('EHLO tradesetu.local', 250);
    }
    if (parsed.username) {
      const credentials = Buffer.from(`\0${decodeURIComponent(parsed.username)}\0${decodeURIComponent(parsed.password)}`).toString('base64');
      await command(`AUTH PLAIN ${credentials}`, 235);
    }
    await command(`MAIL FROM:<${message.from}>`, 250);
    await command(`RCPT TO:<${message.to}>`, 250);
    await command('DATA', 354);
    const body = message.text.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
    const headers = [
      `From: ${message.from}`,
      `To: ${message.to}`,
      `Subject: ${encodeHeader(message.subject)}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ];
    await command(`${headers.join('\r\n')}\r\n\r\n${body}\r\n.`, 250);
    await command('QUIT', 221).catch(() => undefined);
  } finally {
    socket.destroy();
  }
}

function encodeHeader(value: string): string {
  return /^[\x20-\x7E]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;
}
