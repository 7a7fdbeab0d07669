/**
 * What `npm audit --json` said, as the audit step's verdict (scripts/audit.ts): pure, so the three
 * outcomes are unit-tested without a registry.
 */

interface AuditReport {
  metadata?: { vulnerabilities: Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>; dependencies?: { total?: number } };
  vulnerabilities?: Record<string, { name: string; severity: string; range?: string; via: Array<string | { title?: string; url?: string }>; fixAvailable?: boolean | { name: string; version: string } }>;
  message?: string;
  error?: { code?: string; summary?: string };
}

export type AuditVerdict = { kind: 'clean'; text: string } | { kind: 'findings'; text: string; lines: string[] } | { kind: 'unreachable'; text: string };

/** `stdout` of npm audit --json; `fallbackReason` when it printed no report (stderr, exit status). */
export function auditVerdict(stdout: string, fallbackReason: string): AuditVerdict {
  let report: AuditReport | undefined;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    report = undefined;
  }
  if (!report?.metadata) {
    const reason = [report?.message, report?.error?.code, report?.error?.summary, fallbackReason].find((text) => text && text.trim() !== '') ?? 'no report';
    return { kind: 'unreachable', text: `npm audit could not get an answer from the registry's audit service: ${reason.trim()}` };
  }
  const counts = report.metadata.vulnerabilities;
  const serious = Object.values(report.vulnerabilities ?? {}).filter((v) => v.severity === 'high' || v.severity === 'critical');
  if (serious.length > 0) {
    const lines = serious.map((v) => {
      const titles = v.via.map((via) => (typeof via === 'string' ? `through ${via}` : `${via.title ?? ''} ${via.url ?? ''}`.trim())).join('; ');
      const fix = v.fixAvailable === true ? 'npm audit fix' : v.fixAvailable ? `upgrade ${v.fixAvailable.name} to ${v.fixAvailable.version}` : 'no fix published: override or replace the package';
      return `${v.name} (${v.severity}, ${v.range ?? 'any version'}): ${titles} — ${fix}`;
    });
    return { kind: 'findings', text: `npm audit: ${counts.critical} critical and ${counts.high} high advisories`, lines };
  }
  return {
    kind: 'clean',
    text: `npm audit: no high or critical advisories in ${report.metadata.dependencies?.total ?? 'all'} dependencies (${counts.moderate} moderate, ${counts.low} low, ${counts.info} info)`,
  };
}
