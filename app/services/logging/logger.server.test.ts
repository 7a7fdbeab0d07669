import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, runWithRequestContext } from './logger.server';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger('debug', stream) };
}

describe('logger', () => {
  it('writes one JSON object per line, with the request id of the request it runs in', async () => {
    const { lines, logger } = capture();
    await runWithRequestContext('req-42', async () => {
      await Promise.resolve();
      logger.info({ orderRef: 'TS-1' }, 'order paid');
    });
    logger.info('outside any request');
    const [inside, outside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(inside).toMatchObject({ level: 'info', msg: 'order paid', requestId: 'req-42', orderRef: 'TS-1' });
    expect(outside).not.toHaveProperty('requestId');
  });

  it('keeps a stack inside its line as a field, never as extra lines', () => {
    const { lines, logger } = capture();
    logger.error({ err: new Error('database went away') }, 'unexpected error');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as { err: { message: string; stack: string } };
    expect(line.err.message).toBe('database went away');
    expect(line.err.stack).toContain('logger.server.test.ts');
  });

  it('never writes passwords, tokens, OTPs, cookies or reset links, at any depth it is given them', () => {
    const { lines, logger } = capture();
    logger.warn(
      {
        password: 'hunter2-password',
        token: 'reset-token-abc',
        form: { newPassword: 'n3w-secret', otp: '482913' },
        request: { headers: { cookie: 'ts_session=deadbeef', authorization: 'Bearer sk-live' } },
        mail: { resetLink: 'https://tradesetu.example/reset-password?token=zzz' },
      },
      'login refused',
    );
    const text = lines.join('\n');
    for (const secret of ['hunter2-password', 'reset-token-abc', 'n3w-secret', '482913', 'deadbeef', 'sk-live', 'token=zzz']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });
});
