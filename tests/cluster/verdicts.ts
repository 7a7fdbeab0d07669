import type { RequestRecord } from './client';
import { query } from './database';
import { STALE_LIMIT_MS, type StalenessResult } from './staleness';
import type { Acknowledged } from './traffic';

// The cluster test's verdicts and its summary: each check passes or fails with the figures
// that decided it, and the run ends with "N passed, N failed".

export interface Timeline {
  start: number;
  /** The SIGKILL of the victim, its restart, and when HAProxy saw it pass its checks again. */
  kill?: { victim: string; at: number; restartedAt: number; readyAt: number; backInBalancerAt: number };
  replica?: { stoppedAt: number; startedAt: number; caughtUpAt?: number; lagBytes?: number; state?: string };
}

export interface Check {
  name: string;
  passed: boolean;
  detail: string;
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
const seconds = (timeline: Timeline, at: number) => `T+${((at - timeline.start) / 1000).toFixed(1)} s`;

/** A failed request is excused only if it was in flight on the killed process when it was killed. */
function excused(record: RequestRecord, timeline: Timeline): boolean {
  const kill = timeline.kill;
  return !!kill && record.start <= kill.at && record.end >= kill.at && (record.server === undefined || record.server === kill.victim);
}

function describe(record: RequestRecord, timeline: Timeline): string {
  return `${record.kind} ${record.method} ${record.path} at ${seconds(timeline, record.start)} (${record.end - record.start} ms, ${record.server ?? 'no server'}): ${record.failure}`;
}

export async function verdicts(primaryUrl: string, records: RequestRecord[], acknowledged: Acknowledged, staleness: StalenessResult, timeline: Timeline, appNames: string[]): Promise<Check[]> {
  const checks: Check[] = [];
  const check = (name: string, passed: boolean, detail: string) => checks.push({ name, passed, detail });

  const registered = new Set((await query<{ email: string }>(primaryUrl, 'SELECT email FROM users WHERE email = ANY($1)', [acknowledged.registrations])).map((row) => row.email));
  const missingRegistrations = acknowledged.registrations.filter((email) => !registered.has(email));
  check('every acknowledged registration is on the primary', acknowledged.registrations.length > 0 && missingRegistrations.length === 0, `${acknowledged.registrations.length} acknowledged, ${registered.size} found${missingRegistrations.length ? `; missing: ${missingRegistrations.slice(0, 5).join(', ')}` : ''}`);

  const stored = new Set((await query<{ reference: string }>(primaryUrl, 'SELECT reference FROM inquiries WHERE reference = ANY($1)', [acknowledged.inquiries])).map((row) => row.reference));
  const missingInquiries = acknowledged.inquiries.filter((reference) => !stored.has(reference));
  check('every acknowledged inquiry is on the primary', acknowledged.inquiries.length > 0 && missingInquiries.length === 0, `${acknowledged.inquiries.length} acknowledged, ${stored.size} found${missingInquiries.length ? `; missing: ${missingInquiries.slice(0, 5).join(', ')}` : ''}`);

  const failed = records.filter((record) => record.failure !== undefined);
  const unexcused = failed.filter((record) => !excused(record, timeline));
  check(
    'no failed request but those in flight on the killed process',
    unexcused.length === 0,
    `${records.length} requests, ${failed.length} failed, ${failed.length - unexcused.length} of them in flight on ${timeline.kill?.victim ?? '(no kill)'} at the kill${failed.length > unexcused.length ? ` (${failed.filter((record) => excused(record, timeline)).map((record) => `${record.kind} ${record.failure}`).join('; ')})` : ''}${unexcused.length ? `; e.g.\n      ${unexcused.slice(0, 8).map((record) => describe(record, timeline)).join('\n      ')}` : ''}`,
  );

  const replica = timeline.replica;
  const duringReplicaStop = replica ? unexcused.filter((record) => record.end >= replica.stoppedAt && record.start <= (replica.caughtUpAt ?? replica.startedAt)) : [];
  const servedDuringReplicaStop = replica ? records.filter((record) => record.start >= replica.stoppedAt && record.end <= replica.startedAt && !record.failure).length : 0;
  check('no request failed while the replica was stopped', !!replica && duringReplicaStop.length === 0 && servedDuringReplicaStop > 0, replica ? `${servedDuringReplicaStop} answered between the stop and the start, ${duringReplicaStop.length} failed` : 'the replica was never stopped');
  check(
    'the replica caught up after its restart',
    !!replica?.caughtUpAt,
    replica?.caughtUpAt ? `streaming again, no lag ${((replica.caughtUpAt - replica.startedAt) / 1000).toFixed(1)} s after its start` : `not caught up (state ${replica?.state ?? 'none'}, lag ${replica?.lagBytes ?? '?'} bytes)`,
  );

  const kill = timeline.kill;
  const servedAfter = kill ? records.filter((record) => record.server === kill.victim && record.start > kill.backInBalancerAt && !record.failure).length : 0;
  check('the killed process came back and served again', !!kill && servedAfter > 0, kill ? `killed at ${seconds(timeline, kill.at)}, ready at ${seconds(timeline, kill.readyAt)}, back in HAProxy at ${seconds(timeline, kill.backInBalancerAt)}, ${servedAfter} requests after` : 'never killed');

  const perServer = new Map(appNames.map((name) => [name, records.filter((record) => record.server === name).length]));
  check('every app process served traffic', [...perServer.values()].every((n) => n > 0), [...perServer].map(([name, n]) => `${name} ${n}`).join(', '));

  const stale = staleness.readings.filter((reading) => reading.staleMs === null || reading.staleMs > STALE_LIMIT_MS);
  const worst = Math.max(0, ...staleness.readings.map((reading) => reading.staleMs ?? Number.POSITIVE_INFINITY));
  check(
    `no listing shown stale for more than ${STALE_LIMIT_MS / 1000} s by another process`,
    staleness.edits >= 3 && staleness.failedEdits.length === 0 && stale.length === 0,
    `${staleness.edits} edits, ${staleness.readings.length} readings, ${stale.length} stale beyond the limit, worst ${Number.isFinite(worst) ? `${worst} ms` : 'never caught up'}` +
      (stale.length ? `; e.g. ${stale.slice(0, 4).map((reading) => `edit ${reading.edit} via ${reading.via}: ${reading.observer} ${reading.page} ${reading.staleMs === null ? 'still old after 15 s' : `${reading.staleMs} ms`}`).join('; ')}` : '') +
      (staleness.failedEdits.length ? `; failed edits: ${staleness.failedEdits.join('; ')}` : ''),
  );

  const kinds = new Map<string, number>();
  for (const record of records) kinds.set(record.kind, (kinds.get(record.kind) ?? 0) + 1);
  const enough = (kinds.get('search') ?? 0) >= 50 && (kinds.get('product page') ?? 0) >= 20 && acknowledged.registrations.length >= 3 && acknowledged.inquiries.length >= 3;
  check('the traffic had every kind of request', enough, `searches ${kinds.get('search') ?? 0}, product pages ${kinds.get('product page') ?? 0}, registrations ${acknowledged.registrations.length}, inquiries ${acknowledged.inquiries.length}`);
  return checks;
}

/** Requests per kind (answered, failed, p50/p95 latency) and per app process, as a table. */
export function trafficTable(records: RequestRecord[]): string {
  const kinds = [...new Set(records.map((record) => record.kind))].sort();
  const lines = ['| kind | requests | failed | p50 ms | p95 ms |', '| --- | ---: | ---: | ---: | ---: |'];
  for (const kind of [...kinds, 'all']) {
    const of = kind === 'all' ? records : records.filter((record) => record.kind === kind);
    const latencies = of.map((record) => record.end - record.start).sort((a, b) => a - b);
    lines.push(`| ${kind} | ${of.length} | ${of.filter((record) => record.failure).length} | ${percentile(latencies, 50)} | ${percentile(latencies, 95)} |`);
  }
  const servers = new Map<string, number>();
  for (const record of records) servers.set(record.server ?? '(none)', (servers.get(record.server ?? '(none)') ?? 0) + 1);
  lines.push('', `per process: ${[...servers].sort().map(([name, n]) => `${name} ${n}`).join(', ')}`);
  return lines.join('\n');
}

export function checksTable(checks: Check[]): string {
  const lines = checks.map((check) => `${check.passed ? 'PASS' : 'FAIL'}  ${check.name}\n      ${check.detail}`);
  const passed = checks.filter((check) => check.passed).length;
  return `${lines.join('\n')}\n\n${passed} passed, ${checks.length - passed} failed`;
}
