import { describe, expect, it } from 'vitest';
import { isPrivateAddress, webhookUrlProblem } from './webhook-url.server';

const resolvesTo = (...addresses: string[]) => () => Promise.resolve(addresses);

describe('webhook addresses', () => {
  it('knows private, loopback, link-local and reserved addresses, IPv4-mapped IPv6 included', () => {
    for (const address of ['10.1.2.3', '127.0.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', 'not-an-ip']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('in production takes only https to hosts whose every address is public', async () => {
    expect(await webhookUrlProblem('https://crm.example.in/hook', true, resolvesTo('93.184.216.34'))).toBeNull();
    expect(await webhookUrlProblem('https://crm.example.in/hook', true, resolvesTo('93.184.216.34', '10.0.0.5'))).toMatch(/private or reserved/);
    expect(await webhookUrlProblem('https://metadata.internal/', true, resolvesTo('169.254.169.254'))).toMatch(/private or reserved/);
    expect(await webhookUrlProblem('https://127.0.0.1:8443/', true)).toMatch(/private or reserved/);
    expect(await webhookUrlProblem('https://[::1]/', true)).toMatch(/private or reserved/);
    expect(await webhookUrlProblem('https://localhost/', true, resolvesTo('127.0.0.1'))).toMatch(/private or reserved/);
    expect(await webhookUrlProblem('http://localhost:3000/', true)).toBe('The address must start with https://');
    expect(await webhookUrlProblem('http://crm.example.in/', true)).toBe('The address must start with https://');
    expect(await webhookUrlProblem('https://nowhere.invalid/', true, () => Promise.reject(new Error('ENOTFOUND')))).toMatch(/could not find the server/);
  });

  it('while developing also takes http to localhost, and nothing else over http', async () => {
    expect(await webhookUrlProblem('http://localhost:4000/hook', false)).toBeNull();
    expect(await webhookUrlProblem('http://127.0.0.1:4000/hook', false)).toBeNull();
    expect(await webhookUrlProblem('http://[::1]:4000/hook', false)).toBeNull();
    expect(await webhookUrlProblem('http://192.168.1.5/hook', false)).toMatch(/http:\/\/ only for localhost/);
    expect(await webhookUrlProblem('https://crm.example.in/hook', false, resolvesTo('10.0.0.5'))).toBeNull();
  });
});
