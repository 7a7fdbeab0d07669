import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.server';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 3000, SITE_NAME: 'TradeSetu', DATA_DIR: './data', SEED_DEMO_DATA: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty DATABASE_URL as unset (embedded PostgreSQL)', () => {
    expect(parseConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable and what it expects', () => {
    const attempt = () => parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO_DATA: 'yes' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT="abc": must be a whole number between 1 and 65535/);
    expect(attempt).toThrow(/DATABASE_URL="mysql:\/\/x": must be a PostgreSQL URL/);
    expect(attempt).toThrow(/SEED_DEMO_DATA="yes": must be true or false/);
  });

  it('rejects a port out of range', () => {
    expect(() => parseConfig({ PORT: '70000' })).toThrow(/PORT="70000"/);
  });

  it('takes an SMTP URL with credentials, and names a bad one without printing its password', () => {
    expect(parseConfig({ SMTP_URL: 'smtps://mailer:s%40cret@mail.example:465' }).SMTP_URL).toBe('smtps://mailer:s%40cret@mail.example:465');
    expect(parseConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    for (const bad of ['mail.example:587', 'smtp://', 'http://mailer:hunter2@mail.example']) {
      const attempt = () => parseConfig({ SMTP_URL: bad });
      expect(attempt).toThrow(/SMTP_URL=.*must be an SMTP URL such as smtp:\/\/user:password@mail.example:587/);
      expect(attempt).not.toThrow(/hunter2/);
    }
    expect(() => parseConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM="not an address": must be an email address/);
  });
});
