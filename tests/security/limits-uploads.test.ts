import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { db } from '~/services/db/client.server';
import { requirementDrafts } from '~/services/db/schema/requirement-drafts';
import { baseUrl, site, streamRequest, testAddress } from './support/http';

// Finding 6: registration photos need no account, so what one address (and one draft) may upload
// is limited per hour, and a request that fails leaves no file behind.
const dataDir = inject('securityDataDir');
const host = new URL(baseUrl).host;

const filesIn = (dir: string) => {
  try {
    return readdirSync(path.join(dataDir, dir));
  } catch {
    return [];
  }
};

async function photo(seed: number): Promise<Blob> {
  const jpeg = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: seed % 255, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

/** One upload as the registration page's photo picker sends it, from a browser without a draft yet. */
function uploadPhotos(files: Blob[], ip: string, cookie?: string): Promise<Response> {
  const form = new FormData();
  form.set('intent', 'upload-photos');
  files.forEach((file, index) => form.append('photos', file, `photo-${index}.jpg`));
  return site('/register', { method: 'POST', body: form, ip, cookie });
}

describe('anonymous registration uploads (finding 6)', () => {
  it('one address gets at most 30 photos an hour, however many drafts it starts', async () => {
    const ip = testAddress();
    const ten = await Promise.all(Array.from({ length: 10 }, (_, index) => photo(index)));
    const before = filesIn('uploads').length;
    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1) statuses.push((await uploadPhotos(ten, ip)).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses[3]).toBe(429);
    const refused = await uploadPhotos(ten.slice(0, 1), ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toMatch(/Too many photos uploaded from here/);
    // 30 photos, each with its thumbnail; nothing from the refused requests.
    expect(filesIn('uploads').length - before).toBe(60);
    // Another address is not affected.
    expect((await uploadPhotos(ten.slice(0, 1), testAddress())).status).toBe(200);
  });

  it('the bytes count too: four uploads of 48 MB from one address, and the fourth is refused', async () => {
    const ip = testAddress();
    const big = new Blob([new Uint8Array(16 * 1024 * 1024)], { type: 'image/jpeg' });
    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1) statuses.push((await uploadPhotos([big, big, big], ip)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('one draft cannot take uploads from many addresses past its quota either', async () => {
    const first = await uploadPhotos([await photo(1)], testAddress());
    const cookie = first.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .filter((pair) => pair.startsWith('ts_regdraft='))
      // The page's loader sets one too when it runs after the action: the browser keeps the last.
      .at(-1);
    expect(cookie).toBeDefined();
    const ten = await Promise.all(Array.from({ length: 10 }, (_, index) => photo(index)));
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) statuses.push((await uploadPhotos(ten, testAddress(), cookie)).status);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses[2]).toBe(429);
  });

  it('an upload cut off at the limit or broken in the middle leaves no file behind', async () => {
    const before = filesIn('uploads').length;
    const boundary = 'limitsboundary';
    const cut = await streamRequest(
      `POST /register HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${baseUrl}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\nX-Forwarded-For: ${testAddress()}\r\n\r\n`,
      80 * 1024 * 1024,
    );
    expect(cut.status).toBe(413);
    const jpeg = Buffer.from(await (await photo(7)).arrayBuffer());
    const broken = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload-photos\r\n--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      jpeg.subarray(0, jpeg.length >> 1),
    ]);
    const answer = await site('/register', { method: 'POST', body: broken, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } });
    expect(answer.status).toBe(400);
    expect(filesIn('uploads').length).toBe(before);
    await expect.poll(() => filesIn('tmp').length).toBe(0);
  });
});

describe('anonymous requirement attachments (finding 6)', () => {
  const pdf = () => new Blob([new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], { type: 'application/pdf' });

  /** A visitor (no account, no draft yet) posting a requirement with five attachments. */
  function postWithFiles(ip: string): Promise<Response> {
    const form = new FormData();
    form.set('title', 'Cotton bags');
    for (let index = 0; index < 5; index += 1) form.append('newAttachments', pdf(), `spec-${index}.pdf`);
    return site('/requirements/new', { method: 'POST', body: form, ip });
  }

  it('count against the same hourly quota: past 30 files from one address nothing more is stored, and the field says why', async () => {
    const ip = testAddress();
    for (let round = 0; round < 6; round += 1) expect((await postWithFiles(ip)).status).toBeLessThan(500);
    const refused = await postWithFiles(ip);
    expect(refused.status).toBeLessThan(500);
    expect(await refused.text()).toMatch(/Too many files uploaded from here: at most 30 files/);
    const token = /ts_rqdraft=([A-Za-z0-9_-]{22})/.exec(refused.headers.getSetCookie().join('\n'))?.[1];
    expect(token).toBeDefined();
    const [draft] = await db()
      .select({ attachments: requirementDrafts.attachments })
      .from(requirementDrafts)
      .where(eq(requirementDrafts.idHash, createHash('sha256').update(token!).digest('hex')));
    expect(draft?.attachments ?? []).toEqual([]);
  });
});
