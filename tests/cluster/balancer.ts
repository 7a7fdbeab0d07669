import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort, waitFor, type Child, type Supervisor } from './processes';

// HAProxy in front of the app processes: round robin, health checks on the readiness endpoint,
// and retries of what a dead process never answered. Retrying a request the server may have
// started (empty-response, response-timeout) is safe here only because every create the test
// makes carries an idempotency key (docs/decisions/0029); `option redispatch` sends the retry to
// another server. Each answer names the server that made it in X-Served-By, so the test can tell
// which process served what without the app saying anything about itself.

export interface Backend {
  name: string;
  port: number;
}

function haproxyConfig(port: number, statsPort: number, backends: Backend[], healthPath: string): string {
  return [
    'global',
    '  maxconn 2000',
    // L7 retries replay the buffered request: 64 KB holds any form the test posts (no photos).
    '  tune.bufsize 65536',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    // A page on a loaded 2-core machine can take seconds; 30 s without an answer is a dead server.
    '  timeout server 30s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 30s',
    '  timeout check 5s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    '  option forwardfor',
    // Wait for the whole body before choosing a server, so a POST the server died under can be replayed.
    '  option http-buffer-request',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk',
    // The app refuses a request without Host (server/request-guards.ts), as HTTP/1.1 asks.
    `  http-check send meth GET uri ${healthPath} ver HTTP/1.1 hdr Host 127.0.0.1`,
    '  http-check expect status 200',
    '  http-response set-header X-Served-By %[srv_name]',
    // Checked every second; down after 2 failures, up again after 2 successes.
    '  default-server check inter 1s fall 2 rise 2',
    ...backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port}`),
    // What HAProxy thinks of each server, as CSV at /stats;csv (serverStates below).
    'frontend stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

export interface Balancer {
  url: string;
  child: Child;
  /** Each server's state and last check as HAProxy sees them: "UP L7OK" once it passes its checks, else e.g. "DOWN L4CON". */
  serverStates: () => Promise<Map<string, string>>;
}

export async function startHaproxy(supervisor: Supervisor, haproxy: string, dir: string, backends: Backend[], healthPath: string): Promise<Balancer> {
  const [port, statsPort] = [await freePort(), await freePort()];
  const configFile = path.join(dir, 'haproxy.cfg');
  await writeFile(configFile, haproxyConfig(port, statsPort, backends, healthPath));
  // -db: stay in the foreground (the supervisor owns it); -W would add a master process.
  const child = supervisor.start({ name: 'HAProxy', command: haproxy, args: ['-f', configFile, '-db'], logFile: path.join(dir, 'haproxy.log'), cwd: dir });
  const serverStates = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`, { signal: AbortSignal.timeout(5_000) })).text();
    const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = header.split(',');
    const [proxy, server, status, check] = ['pxname', 'svname', 'status', 'check_status'].map((name) => columns.indexOf(name));
    const states = new Map<string, string>();
    for (const row of rows.map((line) => line.split(','))) if (row[proxy!] === 'app' && backends.some((backend) => backend.name === row[server!])) states.set(row[server!]!, `${row[status!]} ${row[check!]}`);
    return states;
  };
  // Servers count as UP in HAProxy 2.6 before their first check: wait for a passed check of each.
  await waitFor('HAProxy to see every app process pass its health checks', async () => {
    const states = await serverStates();
    return backends.every((backend) => states.get(backend.name) === 'UP L7OK') && (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) })).ok;
  }, 60_000, child);
  return { url: `http://127.0.0.1:${port}`, child, serverStates };
}
