import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, site, streamRequest, testAddress } from './support/http';

// Point 5, the cheap version of bench/memory.ts for every CI run: large uploads and oversized
// bodies at once keep the server's resident memory under its 500 MB budget (the bench sends twice
// as many, with photos the server has to decode).
const BUDGET_MB = 500;
const pid = inject('securityServerPid');
const host = new URL(baseUrl).host;
const rssMb = () => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

describe('memory under large bodies (point 5)', () => {
  it('four 49 MB registration uploads and two 128 MB bodies at once stay under the budget', async () => {
    // A real JPEG padded to just under 5 MB: ten of them are the largest upload registration takes.
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#557799' } }).jpeg().toBuffer();
    const padded = new Uint8Array(5 * 1024 * 1024 - 64 * 1024);
    padded.set(jpeg);
    let peak = rssMb();
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
    try {
      const uploads = Array.from({ length: 4 }, async () => {
        const form = new FormData();
        form.set('intent', 'upload-photos');
        for (let n = 0; n < 10; n += 1) form.append('photos', new Blob([padded], { type: 'image/jpeg' }), `photo-${n}.jpg`);
        const answer = await site('/register', { method: 'POST', body: form, ip: testAddress() });
        await answer.arrayBuffer();
        return answer.status;
      });
      const bodies = ['/webhooks/razorpay', '/api/chat/start'].map((path) =>
        streamRequest(`POST ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${baseUrl}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nX-Forwarded-For: ${testAddress()}\r\n\r\n`, 128 * 1024 * 1024),
      );
      const [uploadStatuses, bodyAnswers] = await Promise.all([Promise.all(uploads), Promise.all(bodies)]);
      expect(uploadStatuses).toEqual([200, 200, 200, 200]);
      expect(bodyAnswers.map((answer) => answer.status)).toEqual([413, 413]);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      clearInterval(sampler);
    }
    expect(peak).toBeLessThan(BUDGET_MB);
  });
});
