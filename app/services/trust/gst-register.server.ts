/**
 * The optional GST verification provider (docs/decisions/0021): when GST_VERIFY_URL and
 * GST_VERIFY_API_KEY are set, a job asks `GET {url}/gstin/{GSTIN}` with `Authorization: Bearer
 * {key}` and the provider answers `{ gstin, legalName, tradeName, status, address, stateCode }`
 * (status "Active", "Cancelled" or "Suspended"). Only a real answer writes a `gst_register` check
 * (method 'provider'); a timeout, an error or an answer about another GSTIN writes nothing, so the
 * site never says "checked against the GST register" without the register's word.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { config } from '~/config.server';
import { transaction } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { defineJob, type JobDefinition } from '~/services/jobs/queue.server';
import { logger } from '~/services/logging/logger.server';
import { GST_REGISTER_JOB, recomputeLevel, writeCheck } from './verification.server';

const TIMEOUT_MS = 8_000;

const answerSchema = z.object({
  gstin: z.string(),
  legalName: z.string().max(300),
  tradeName: z.string().max(300).nullish(),
  status: z.string().max(40),
  address: z.string().max(1000).nullish(),
  stateCode: z.string().max(4).nullish(),
});
type RegisterAnswer = z.output<typeof answerSchema>;

/** Asks the provider about one GSTIN; undefined when none is configured. Throws when it did not answer properly. */
async function askProvider(gstin: string): Promise<RegisterAnswer | undefined> {
  const { GST_VERIFY_URL: url, GST_VERIFY_API_KEY: key } = config();
  if (!url || !key) return undefined;
  const response = await fetch(`${url.replace(/\/+$/, '')}/gstin/${encodeURIComponent(gstin)}`, {
    headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`GST provider answered HTTP ${response.status}`);
  const answer = answerSchema.parse(await response.json());
  if (answer.gstin.toUpperCase() !== gstin) throw new Error('GST provider answered about another GSTIN');
  return answer;
}

/**
 * The job: asks the register about the company's current GSTIN and records what it said. A
 * provider that does not answer makes the job fail (pg-boss retries it) and writes nothing.
 */
export async function checkGstRegister(companyId: number, now = new Date()): Promise<'answered' | 'not configured' | 'no gstin'> {
  const { GST_VERIFY_URL: url, GST_VERIFY_API_KEY: key } = config();
  if (!url || !key) return 'not configured';
  const [company] = await transaction((tx) => tx.select({ gstin: companies.gstin }).from(companies).where(eq(companies.id, companyId)));
  if (!company?.gstin) return 'no gstin';
  const gstin = company.gstin;
  const answer = await askProvider(gstin);
  if (!answer) return 'not configured';
  const active = answer.status.trim().toLowerCase() === 'active';
  const names = [answer.legalName, answer.tradeName].filter(Boolean).join(', trading as ');
  const reason = active
    ? `The GST register lists ${gstin} as active: ${names}${answer.address ? `, ${answer.address}` : ''}.`
    : `The GST register lists ${gstin} as ${answer.status.trim().toLowerCase() || 'not active'} (${names}).`;
  await transaction(async (tx) => {
    // The company may have changed its GSTIN while the provider was asked: record nothing then.
    const [still] = await tx.select({ gstin: companies.gstin }).from(companies).where(eq(companies.id, companyId)).for('update');
    if (still?.gstin !== gstin) return;
    await writeCheck(tx, companyId, { check: 'gst_register', status: active ? 'passed' : 'failed', method: 'provider', checkedValue: gstin, reason }, now);
    await recomputeLevel(tx, companyId, now);
  });
  return 'answered';
}

export const gstRegisterJobs: JobDefinition[] = [
  defineJob<{ companyId: number }>({
    name: GST_REGISTER_JOB,
    policy: 'standard',
    queue: { retryLimit: 5, retryDelay: 300, retryBackoff: true },
    run: async ({ companyId }) => {
      try {
        return await checkGstRegister(companyId);
      } catch (err) {
        logger.warn({ err, companyId }, 'the GST verification provider did not answer');
        throw err;
      }
    },
  }),
];
