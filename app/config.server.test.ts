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
});
