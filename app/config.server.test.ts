import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, parseConfig } from './config.server';

function failure(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('the configuration was accepted');
}

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      SITE_NAME: 'TradeSetu',
      DATA_DIR: './data',
      SEED_DEMO_DATA: true,
      SEED_DEMO_ACCOUNTS: false,
      BENCH_ROUTES: false,
      E2E: false,
      DATABASE_POOL_SIZE: 10,
      MIGRATIONS_DIR: 'db/migrations',
      MIGRATE_ON_START: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
  });

  it('treats an empty DATABASE_URL as unset (embedded PostgreSQL)', () => {
    expect(parseConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('takes a direct PostgreSQL URL for LISTEN and locks beside a pooled DATABASE_URL, and refuses anything else', () => {
    const direct = 'postgres://app:pw@db.example:5432/tradesetu';
    expect(parseConfig({ DATABASE_URL: 'postgres://app:pw@pgbouncer:6432/tradesetu', DATABASE_DIRECT_URL: direct }).DATABASE_DIRECT_URL).toBe(direct);
    expect(parseConfig({ DATABASE_DIRECT_URL: '' }).DATABASE_DIRECT_URL).toBeUndefined();
    const message = failure({ DATABASE_DIRECT_URL: 'mysql://app:hunter22@db/x' });
    expect(message).toContain('DATABASE_DIRECT_URL="mysql://app:***@db/x": must be a PostgreSQL URL');
    expect(message).not.toContain('hunter22');
  });

  it('reads the switches and numbers the rest of the app used to read on its own', () => {
    const config = parseConfig({ DATABASE_POOL_SIZE: '25', SEED_DEMO_ACCOUNTS: 'true', BENCH_ROUTES: 'true', E2E: 'true', MIGRATIONS_DIR: 'elsewhere' });
    expect(config).toMatchObject({ DATABASE_POOL_SIZE: 25, SEED_DEMO_ACCOUNTS: true, BENCH_ROUTES: true, E2E: true, MIGRATIONS_DIR: 'elsewhere' });
  });

  it('stops with one line naming every bad variable and what it expects', () => {
    const message = failure({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO_DATA: 'yes' });
    expect(message).not.toContain('\n');
    expect(message).toMatch(/^Invalid configuration: /);
    expect(message).toContain('PORT="abc": must be a whole number between 1 and 65535');
    expect(message).toContain('DATABASE_URL="mysql://x": must be a PostgreSQL URL');
    expect(message).toContain('SEED_DEMO_DATA="yes": must be true or false');
  });

  it('rejects a port out of range and a pool size that is not a count', () => {
    expect(failure({ PORT: '70000' })).toContain('PORT="70000"');
    expect(failure({ DATABASE_POOL_SIZE: '0' })).toContain('DATABASE_POOL_SIZE="0": must be a whole number between 1 and 1000');
    expect(failure({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL="loud": must be debug, info, warn, error or silent');
  });

  it('keeps files on the local disk unless S3 is chosen, and then wants a bucket and both keys or neither', () => {
    expect(parseConfig({})).toMatchObject({ STORAGE_DRIVER: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    const s3 = parseConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'tradesetu-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(s3).toMatchObject({ STORAGE_DRIVER: 's3', S3_BUCKET: 'tradesetu-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true });
    expect(failure({ STORAGE_DRIVER: 'disk' })).toContain('STORAGE_DRIVER="disk": must be local or s3');
    expect(failure({ STORAGE_DRIVER: 's3' })).toBe('Invalid configuration: S3_BUCKET=(unset): must be set when STORAGE_DRIVER=s3');
    expect(failure({ STORAGE_DRIVER: 's3', S3_BUCKET: 'Bad_Bucket' })).toContain('S3_BUCKET="Bad_Bucket": must be a bucket name');
    expect(failure({ S3_ENDPOINT: 'ftp://files.example' })).toContain('S3_ENDPOINT="ftp://files.example": must be an http(s) URL');
    const oneKey = failure({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_SECRET_ACCESS_KEY: 'do-not-print' });
    expect(oneKey).toBe('Invalid configuration: S3_ACCESS_KEY_ID=(unset): S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither');
    expect(failure({ S3_ACCESS_KEY_ID: 'id-only' })).toContain('S3_SECRET_ACCESS_KEY=(unset)');
  });

  it('leaves migrations to a one-off step only with a database of our own', () => {
    expect(parseConfig({ MIGRATE_ON_START: 'false', DATABASE_URL: 'postgres://app@db:5432/tradesetu' }).MIGRATE_ON_START).toBe(false);
    expect(failure({ MIGRATE_ON_START: 'false' })).toBe('Invalid configuration: MIGRATE_ON_START="false": false needs DATABASE_URL (the embedded database migrates at start)');
    expect(failure({ MIGRATE_ON_START: 'no' })).toContain('MIGRATE_ON_START="no": must be true or false');
  });

  it('never prints a secret or the password inside a URL', () => {
    const message = failure({ ADMIN_PASSWORD: 'short-pw', DATABASE_URL: 'mysql://app:s3cret-pass@db:3306/x', SMTP_URL: 'http://mailer:hunter22@mail' });
    expect(message).toContain('ADMIN_PASSWORD=(hidden): must be at least 10 characters');
    expect(message).toContain('DATABASE_URL="mysql://app:***@db:3306/x"');
    expect(message).toContain('SMTP_URL="http://mailer:***@mail"');
    expect(message).not.toMatch(/short-pw|s3cret-pass|hunter22/);
  });
});

describe('read replicas', () => {
  it('has none by default and reads a comma-separated list with a lag limit', () => {
    expect(parseConfig({})).toMatchObject({ DATABASE_REPLICA_URLS: [], DATABASE_REPLICA_MAX_LAG_MS: 5000, DATABASE_NAMED_STATEMENTS: true });
    expect(parseConfig({ DATABASE_NAMED_STATEMENTS: 'false' }).DATABASE_NAMED_STATEMENTS).toBe(false);
    const config = parseConfig({ DATABASE_REPLICA_URLS: ' postgres://r:pw@replica1:5432/db , postgresql://replica2/db,', DATABASE_REPLICA_MAX_LAG_MS: '2000' });
    expect(config.DATABASE_REPLICA_URLS).toEqual(['postgres://r:pw@replica1:5432/db', 'postgresql://replica2/db']);
    expect(config.DATABASE_REPLICA_MAX_LAG_MS).toBe(2000);
  });

  it('names the variable for a list with something that is not a PostgreSQL URL, hiding every password', () => {
    const message = failure({ DATABASE_REPLICA_URLS: 'postgres://a:first-pw@r1/db,mysql://b:second-pw@r2/db' });
    expect(message).toContain('DATABASE_REPLICA_URLS="postgres://a:***@r1/db,mysql://b:***@r2/db": must be a comma-separated list of PostgreSQL URLs');
    expect(message).not.toMatch(/first-pw|second-pw/);
    expect(failure({ DATABASE_REPLICA_MAX_LAG_MS: '500' })).toContain('DATABASE_REPLICA_MAX_LAG_MS="500": must be a whole number of milliseconds from 1000 to 600000');
    expect(parseConfig({}).SEARCH_INDEX).toBe('memory');
    expect(parseConfig({ SEARCH_INDEX: 'postgres' }).SEARCH_INDEX).toBe('postgres');
    expect(failure({ SEARCH_INDEX: 'elastic' })).toContain('SEARCH_INDEX="elastic": must be memory or postgres');
  });
});

describe('.env.example', () => {
  const lines = readFileSync('.env.example', 'utf8').split('\n');
  const documented = lines.map((line) => /^#?\s?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1]).filter((name) => name !== undefined);

  it('lists every variable the app reads, and no other', () => {
    expect([...documented].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('shows values the configuration accepts', () => {
    const example: Record<string, string> = Object.fromEntries(
      lines.flatMap((line) => {
        const match = /^#?\s?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
        return match?.[1] !== undefined && match[2] !== undefined ? [[match[1], match[2]] as const] : [];
      }),
    );
    expect(() => parseConfig(example)).not.toThrow();
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
