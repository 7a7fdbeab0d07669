import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * All configuration, read once from the environment and validated, so a bad value stops start-up
 * with a message naming the variable instead of failing later in a request.
 * Secrets live here and never reach the browser: only `publicConfig()` is sent to the client.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const SMTP_URL_EXPECTED = 'must be an SMTP URL such as smtp://user:password@mail.example:587 (percent-encode special characters)';
const hasHost = (value: string) => URL.canParse(value) && new URL(value).hostname !== '';

function flag(fallback: 'true' | 'false') {
  return z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default(fallback)
    .transform((value) => value === 'true');
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'must be an address to listen on such as 0.0.0.0').default('0.0.0.0'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a PostgreSQL URL such as postgres://user:pass@host:5432/db')
      .optional(),
  ),
  // The connection for LISTEN and session advisory locks when DATABASE_URL goes through a pooler in
  // transaction mode (PgBouncer), which gives neither; unset, DATABASE_URL serves for both.
  DATABASE_DIRECT_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a PostgreSQL URL such as postgres://user:pass@db.example:5432/tradesetu')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number between 1 and 1000' })
    .int('must be a whole number between 1 and 1000')
    .min(1, 'must be a whole number between 1 and 1000')
    .max(1000, 'must be a whole number between 1 and 1000')
    .default(10),
  // Read replicas (docs/decisions/0037): streaming standbys that public catalogue, search and page
  // reads may use; every write, and every read a visitor's own recent write must show, stays on
  // DATABASE_URL. Each replica gets a pool of DATABASE_POOL_SIZE connections.
  DATABASE_REPLICA_URLS: z
    .string()
    .trim()
    .default('')
    .transform((value) => value.split(',').map((url) => url.trim()).filter((url) => url !== ''))
    .refine((urls) => urls.every((url) => /^postgres(ql)?:\/\//.test(url) && hasHost(url)), {
      error: 'must be a comma-separated list of PostgreSQL URLs such as postgres://user:pass@replica1:5432/db,postgres://user:pass@replica2:5432/db',
    }),
  // A replica further behind the primary than this gets no reads until it catches up (at least a
  // second: replicas are checked every second, and the time since the last check counts as lag).
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 1000 to 600000' })
    .int('must be a whole number of milliseconds from 1000 to 600000')
    .min(1000, 'must be a whole number of milliseconds from 1000 to 600000')
    .max(600_000, 'must be a whole number of milliseconds from 1000 to 600000')
    .default(5_000),
  // Named prepared statements for the hottest queries (product page, session lookup). false when
  // DATABASE_URL or a replica URL goes through PgBouncer before 1.21 in transaction mode (or with
  // max_prepared_statements = 0), which cannot carry a named statement across server connections.
  DATABASE_NAMED_STATEMENTS: flag('true'),
  // Where relevance searches find and rank their matches (docs/decisions/0040): an index of the
  // live listings held in each app process's memory, fed by catalogue changes (about 0.5 KB per
  // listing), or PostgreSQL alone. Other searches (browsing, price or date order, a supplier's
  // storefront, similar names) always ask PostgreSQL.
  SEARCH_INDEX: z.enum(['memory', 'postgres'], { error: 'must be memory or postgres' }).default('memory'),
  // The committed drizzle-kit migrations, relative to the working directory.
  MIGRATIONS_DIR: z.string().trim().min(1, 'must be a directory such as db/migrations').default('db/migrations'),
  DATA_DIR: z.string().trim().min(1, 'must be a directory such as ./data').default('./data'),
  // Where stored files live (docs/decisions/0038): the local disk under DATA_DIR, or an
  // S3-compatible bucket that every app process behind a load balancer shares.
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: optionalString.pipe(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name such as tradesetu-files').optional()),
  S3_REGION: z.string().trim().min(1, 'must be a region such as ap-south-1').default('us-east-1'),
  // An S3-compatible service (MinIO, Ceph, Cloudflare R2…); unset for AWS S3 itself.
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://minio.example:9000' }).optional()),
  S3_FORCE_PATH_STYLE: flag('false'),
  // Unset: the AWS SDK's own chain (AWS_* variables, an instance or task role).
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  SITE_NAME: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters').default('TradeSetu'),
  SITE_URL: optionalString.pipe(z.url({ error: 'must be an absolute URL such as https://tradesetu.example' }).optional()),
  SEED_DEMO_DATA: flag('true'),
  // true: every process applies pending migrations at start (and seeds the demo when asked), taking
  // turns. false (a cluster, docs/deploy.md): the one-off `npm run db:migrate` does it, and a process
  // serves /readyz 503 until the database has every migration it knows.
  MIGRATE_ON_START: flag('true'),
  // Which proxies in front of the app are believed about the client's address and protocol
  // (X-Forwarded-For / -Proto): Express's "trust proxy" list, e.g. "loopback, 10.0.0.5" or a CIDR.
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback')
    .refine((value) => value.split(',').every((item) => PROXY_NAMES.has(item.trim()) || isIP(item.trim().split('/')[0] ?? '') !== 0), {
      error: 'must be a comma-separated list of loopback, linklocal, uniquelocal, IP addresses or CIDR ranges',
    }),
  // Demo logins with published passwords: only in development, the browser tests or on request.
  SEED_DEMO_ACCOUNTS: flag('false'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent'], { error: 'must be debug, info, warn, error or silent' }).default('info'),
  // Outgoing mail (app/services/mail/): smtp://user:pass@host:587 (STARTTLS when offered) or
  // smtps://…:465, user and password percent-encoded. Unset: mail is off, every email is kept in
  // the outbox table (shown at /dev/outbox in development; a warning and an admin notice in production).
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, SMTP_URL_EXPECTED)
      .refine(hasHost, SMTP_URL_EXPECTED)
      .optional(),
  ),
  MAIL_FROM: z.email({ error: 'must be an email address' }).default('no-reply@tradesetu.example'),
  // /dev/outbox shows sent emails; on outside production, and in the browser tests (E2E=true).
  E2E: flag('false'),
  // /bench/hello, the bare page bench/http.ts compares real pages with; off unless benchmarking.
  BENCH_ROUTES: flag('false'),
  // npm run admin:create: the new admin's password (otherwise asked for on a terminal or generated).
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(10, 'must be at least 10 characters').optional()),

  // The platform's own business identity: shown in the footer and printed on tax invoices.
  PLATFORM_LEGAL_NAME: z.string().trim().min(1, 'must not be empty').default('TradeSetu Marketplace Private Limited'),
  PLATFORM_GSTIN: z.string().trim().min(1, 'must not be empty').default('29AAGCB7383J1Z4'),
  PLATFORM_CIN: z.string().trim().min(1, 'must not be empty').default('U74999KA2024PTC000000'),
  PLATFORM_PHONE: z.string().trim().min(1, 'must not be empty').default('+91 80 4000 0000'),
  PLATFORM_ACCOUNT_ID: z.string().trim().min(1, 'must not be empty').default('TS-0000000'),
  PLATFORM_ADDRESS: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .default('2nd Floor, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038'),
  PLATFORM_EMAIL: z.email({ error: 'must be an email address' }).default('support@tradesetu.example'),
  // The Grievance Officer (DPDP Rules 2025 rule 14; /grievance-officer): unset parts fall back to the PLATFORM_ values.
  GRIEVANCE_OFFICER_NAME: optionalString.pipe(z.string().max(120, 'must be at most 120 characters').optional()),
  GRIEVANCE_OFFICER_EMAIL: optionalString.pipe(z.email({ error: 'must be an email address' }).optional()),
  GRIEVANCE_OFFICER_PHONE: optionalString,
  GRIEVANCE_OFFICER_ADDRESS: optionalString,
  GRIEVANCE_RESPONSE_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 90 (DPDP Rules 2025 rule 14(3): at most ninety days)' })
    .int('must be a whole number of days from 1 to 90 (DPDP Rules 2025 rule 14(3): at most ninety days)')
    .min(1, 'must be a whole number of days from 1 to 90 (DPDP Rules 2025 rule 14(3): at most ninety days)')
    .max(90, 'must be a whole number of days from 1 to 90 (DPDP Rules 2025 rule 14(3): at most ninety days)')
    .default(30),

  // Chat assistant. Without a key the built-in assistant answers; keys stay on the server.
  AI_BASE_URL: optionalString.pipe(z.url({ error: 'must be an absolute URL such as https://api.x.ai/v1' }).optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  XAI_API_KEY: optionalString,
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .max(300_000, 'must be at most 300000')
    .default(20_000),
  AI_FALLBACK_TO_ASSISTANT: flag('false'),

  // GST verification provider (issue 17, docs/decisions/0021). Unset: no GSTIN is ever said to be
  // checked against the GST register.
  GST_VERIFY_URL: optionalString.pipe(z.url({ error: 'must be an absolute URL such as https://gst-verify.example/v1' }).optional()),
  GST_VERIFY_API_KEY: optionalString,

  // Billing (issue 7). UPI works offline and is always on; Razorpay only when both keys are set.
  UPI_VPA: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, 'must be a UPI id such as tradesetu@upi')
    .default('tradesetu@upi'),
  UPI_PAYEE_NAME: z.string().trim().min(1, 'must not be empty').max(50, 'must be at most 50 characters').default('TradeSetu Marketplace'),
  // 998399: other professional, technical and business services n.e.c. (membership of a B2B
  // marketplace); the team's tax adviser can change it without a code change.
  SAC_CODE: z.string().trim().regex(/^99\d{4}$/, 'must be a 6-digit SAC starting with 99').default('998399'),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_BASE: z.url({ error: 'must be an absolute URL such as https://api.razorpay.com' }).default('https://api.razorpay.com'),
  // Buy requirements: how many suppliers one requirement reaches, and after how many days an
  // open requirement expires when no quote was accepted.
  REQUIREMENT_MATCH_LIMIT: z.coerce
    .number({ error: 'must be a whole number from 1 to 20' })
    .int('must be a whole number from 1 to 20')
    .min(1, 'must be a whole number from 1 to 20')
    .max(20, 'must be a whole number from 1 to 20')
    .default(5),
  REQUIREMENT_EXPIRY_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 90' })
    .int('must be a whole number of days from 1 to 90')
    .min(1, 'must be a whole number of days from 1 to 90')
    .max(90, 'must be a whole number of days from 1 to 90')
    .default(14),
  // Team (issue 16): days an invitation to join a company can be accepted.
  INVITATION_EXPIRY_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 30' })
    .int('must be a whole number of days from 1 to 30')
    .min(1, 'must be a whole number of days from 1 to 30')
    .max(30, 'must be a whole number of days from 1 to 30')
    .default(7),

  // Data protection (docs/decisions/0031): days between a member's request to delete their account
  // and its anonymisation, during which they can cancel it on /account/data.
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 30' })
    .int('must be a whole number of days from 1 to 30')
    .min(1, 'must be a whole number of days from 1 to 30')
    .max(30, 'must be a whole number of days from 1 to 30')
    .default(14),

  // Signs one-click unsubscribe links (and other links that act without a login). Unset: a random
  // secret is made once and kept in DATA_DIR/app-secret, which every process of one install shares.
  APP_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional()),
  // SMS notifications through MSG91's Flow API (an Indian gateway: DLT-registered sender and
  // template). On only when the auth key and the template id are set.
  MSG91_AUTH_KEY: optionalString,
  // The MSG91 template of a DLT-approved text such as "##VAR1## ##VAR2## - TradeSetu" (title, link).
  MSG91_TEMPLATE_ID: optionalString,
  MSG91_SENDER_ID: optionalString.pipe(z.string().regex(/^[A-Z]{6}$/, 'must be the 6-letter DLT sender id such as TRDSTU').optional()),
  MSG91_API_BASE: z.url({ error: 'must be an absolute URL such as https://control.msg91.com' }).default('https://control.msg91.com'),
  // WhatsApp notifications through the WhatsApp Cloud API (Meta): a pre-approved template with
  // two body parameters (what happened, the link). On only when the token, number id and template are set.
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString.pipe(z.string().regex(/^\d{5,20}$/, 'must be the numeric phone number id from WhatsApp Manager').optional()),
  WHATSAPP_TEMPLATE: optionalString,
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().min(2, 'must be a template language code such as en or en_US').default('en'),
  WHATSAPP_API_BASE: z.url({ error: 'must be an absolute URL such as https://graph.facebook.com/v21.0' }).default('https://graph.facebook.com/v21.0'),
  // Webhooks (docs/api.md): in production only https to public addresses. true lets a trial
  // deployment send to http://localhost and private networks too (never on a public server).
  WEBHOOKS_ALLOW_PRIVATE: flag('false'),
}).superRefine((c, context) => {
  // The embedded database belongs to one process, so nothing else could apply its migrations.
  if (!c.MIGRATE_ON_START && !c.DATABASE_URL) {
    context.addIssue({ code: 'custom', path: ['MIGRATE_ON_START'], message: 'false needs DATABASE_URL (the embedded database migrates at start)' });
  }
  if (c.STORAGE_DRIVER === 's3' && !c.S3_BUCKET) context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'must be set when STORAGE_DRIVER=s3' });
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    context.addIssue({ code: 'custom', path: [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither' });
  }
});

export type AppConfig = z.infer<typeof ConfigSchema>;

/** Every variable the app reads; .env.example documents each (a unit test keeps the two in step). */
export const CONFIG_VARIABLES = Object.keys(ConfigSchema.shape);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

let cached: AppConfig | undefined;

/**
 * Loads `.env` from the working directory into process.env when there is one; variables already
 * set in the environment win. Only the process entries call it (server/index.ts, server/command.ts),
 * before the first config(), so tests never pick up a developer's local file.
 */
export function loadEnvFile(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** The process configuration, parsed on first use. */
export function config(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/**
 * Parses an environment; throws a ConfigError whose message is one line naming each bad variable
 * and what it expects, so start-up fails with something a log search or a terminal shows whole.
 */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = ConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    return `${name}=${shown(name, env[name])}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

/** The value as it may appear in an error: secrets and URL passwords are never printed. */
function shown(name: string, value: string | undefined): string {
  if (value === undefined) return '(unset)';
  if (/KEY|SECRET|PASSWORD|TOKEN/.test(name)) return '(hidden)';
  // Every URL of a list (DATABASE_REPLICA_URLS) loses its password, not only the first.
  return JSON.stringify(value.replace(/([a-z][a-z0-9+.-]*:\/\/[^:/@,]*):[^@,]*@/gi, '$1:***@'));
}


/** The subset that is safe to render into HTML for every visitor. */
export function publicConfig() {
  const c = config();
  return {
    siteName: c.SITE_NAME,
    /** How many suppliers one buy requirement reaches: pages say it in words. */
    requirementMatchLimit: c.REQUIREMENT_MATCH_LIMIT,
    platform: {
      legalName: c.PLATFORM_LEGAL_NAME,
      gstin: c.PLATFORM_GSTIN,
      cin: c.PLATFORM_CIN,
      phone: c.PLATFORM_PHONE,
      accountId: c.PLATFORM_ACCOUNT_ID,
      address: c.PLATFORM_ADDRESS,
      email: c.PLATFORM_EMAIL,
    },
  };
}

export type PublicConfig = ReturnType<typeof publicConfig>;

/** Who answers grievances and within how many days, for /grievance-officer and /privacy. */
export function grievanceOfficer() {
  const c = config();
  return {
    name: c.GRIEVANCE_OFFICER_NAME ?? 'Grievance Officer',
    organisation: c.PLATFORM_LEGAL_NAME,
    email: c.GRIEVANCE_OFFICER_EMAIL ?? c.PLATFORM_EMAIL,
    phone: c.GRIEVANCE_OFFICER_PHONE ?? c.PLATFORM_PHONE,
    address: c.GRIEVANCE_OFFICER_ADDRESS ?? c.PLATFORM_ADDRESS,
    responseDays: c.GRIEVANCE_RESPONSE_DAYS,
  };
}

