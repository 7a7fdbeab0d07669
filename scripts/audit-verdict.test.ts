import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-verdict';

const report = (vulnerabilities: Record<string, unknown>, counts: Partial<Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts }, dependencies: { total: 812 } },
  });

describe('the npm audit step', () => {
  it('passes a report with only moderate and low advisories', () => {
    const verdict = auditVerdict(report({ debug: { name: 'debug', severity: 'moderate', via: [{ title: 'ReDoS' }] } }, { moderate: 1, low: 2 }), '');
    expect(verdict).toEqual({ kind: 'clean', text: 'npm audit: no high or critical advisories in 812 dependencies (1 moderate, 2 low, 0 info)' });
  });

  it('fails on a high or critical advisory, naming the package, the advisory and the fix', () => {
    const verdict = auditVerdict(
      report(
        {
          xlsx: { name: 'xlsx', severity: 'high', range: '<0.19.3', via: [{ title: 'Prototype Pollution in sheetJS', url: 'https://github.com/advisories/GHSA-4r6h-8v6p-xvw6' }], fixAvailable: false },
          'node-fetch': { name: 'node-fetch', severity: 'critical', via: ['whatwg-url'], fixAvailable: { name: 'node-fetch', version: '2.7.0' } },
          semver: { name: 'semver', severity: 'low', via: [], fixAvailable: true },
        },
        { high: 1, critical: 1, low: 1 },
      ),
      '',
    );
    expect(verdict.kind).toBe('findings');
    expect(verdict.text).toBe('npm audit: 1 critical and 1 high advisories');
    expect(verdict.kind === 'findings' ? verdict.lines : []).toEqual([
      'xlsx (high, <0.19.3): Prototype Pollution in sheetJS https://github.com/advisories/GHSA-4r6h-8v6p-xvw6 — no fix published: override or replace the package',
      'node-fetch (critical, any version): through whatwg-url — upgrade node-fetch to 2.7.0',
    ]);
  });

  it('says why when the registry gave no report, instead of passing', () => {
    const refused = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk', statusCode: 405, error: { summary: '', detail: '' } });
    expect(auditVerdict(refused, '')).toEqual({ kind: 'unreachable', text: "npm audit could not get an answer from the registry's audit service: 405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk" });
    expect(auditVerdict(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND' } }), '').text).toContain('ENOTFOUND');
    expect(auditVerdict('', 'npm audit exited 1 without a report').text).toContain('exited 1 without a report');
  });
});
