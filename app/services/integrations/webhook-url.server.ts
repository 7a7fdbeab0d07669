import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Which webhook addresses the site will call (docs/api.md): in production only https, to a host
 * whose every address is public (a private, loopback, link-local or other reserved address is
 * refused, so a webhook cannot be used to reach the site's own network: SSRF). The address is
 * resolved when the endpoint is saved and again before each delivery (a name can be pointed
 * elsewhere later). In development and tests, http is allowed too, but only to localhost, so a
 * receiver on one's own machine can be tried.
 */

const reserved = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) reserved.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['64:ff9b::', 96], ['100::', 64]] as const) reserved.addSubnet(network, prefix, 'ipv6');

/** An address the site must never call in production. IPv4-mapped IPv6 is judged as the IPv4 it carries. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return reserved.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return reserved.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

type Resolve = (host: string) => Promise<string[]>;
const resolveAll: Resolve = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Why `url` may not receive webhooks, in words for the form; null when it may. `production` says
 * which rule applies (the caller passes config().NODE_ENV === 'production').
 */
export async function webhookUrlProblem(url: string, production: boolean, resolve: Resolve = resolveAll): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter a full address such as https://crm.example.in/tradesetu';
  }
  if (parsed.username || parsed.password) return 'Leave the user name and password out of the address; check the signature header instead.';
  const host = parsed.hostname.toLowerCase();
  if (parsed.protocol === 'http:' && !production && LOCAL_HOSTS.has(host)) return null;
  if (parsed.protocol !== 'https:') return production ? 'The address must start with https://' : 'The address must start with https:// (http:// only for localhost while developing)';
  if (!production && LOCAL_HOSTS.has(host)) return null;
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  let addresses: string[];
  try {
    addresses = isIP(literal) ? [literal] : await resolve(literal);
  } catch {
    return `We could not find the server ${host}. Check the address.`;
  }
  if (addresses.length === 0) return `We could not find the server ${host}. Check the address.`;
  if (production && addresses.some(isPrivateAddress)) return `${host} is a private or reserved network address; webhooks go only to servers on the public internet.`;
  return null;
}
