import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as uploadsLoader } from '~/routes/uploads';
import { action as verificationAction } from '~/routes/account.verification';
import { loader as documentLoader } from '~/routes/account.verification.documents.$id';
import { db } from '~/services/db/client.server';
import { catalogueImports } from '~/services/db/schema/catalogue-imports';
import { companyDocuments } from '~/services/db/schema/trust';
import { pruneOrphanUploads } from '~/services/jobs/housekeeping.server';
import { storePhoto } from '~/services/media/uploads.server';
import { readAll } from '~/services/storage/file-store.server';
import { s3BucketStore } from '~/services/storage/s3-bucket.server';
import { checkStorage } from '~/services/storage/storage.server';
import { createGroups, csv, dryRun } from './support/catalogue-fixtures';
import { createSeller, pendingPhotoOf, samplePng } from './support/listing-fixtures';
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from './support/local-s3';
import { answerOf, callRoute, requestAs } from './support/route-call';
import { zipFile } from './support/zip-file';

// Files through the app with STORAGE_DRIVER=s3 against a real S3-compatible server (s3rver): what
// one process stores, another (a second client on the same bucket) reads; the routes serve it back
// with the right headers; private documents stay private; housekeeping and imports work on the bucket.
const s3: LocalS3 = await startLocalS3();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-s3-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  STORAGE_DRIVER: 's3',
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
});
afterAll(() => s3.stop());

/** Another app process: its own client on the same bucket. */
const otherProcess = s3BucketStore({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS });
const DAY = 24 * 3600_000;

const getUpload = async (file: string, headers: Record<string, string> = {}, method = 'GET') =>
  answerOf(callRoute(uploadsLoader, new Request(`http://localhost/uploads/${file}`, { method, headers }), { file }));

describe('photos in the bucket', () => {
  let seller: Awaited<ReturnType<typeof createSeller>>;
  beforeAll(async () => {
    seller = await createSeller();
  });

  it('a photo uploaded through the listing service lands in the bucket, not on this disk, and any process reads it', async () => {
    const key = await pendingPhotoOf(seller.userId);
    const thumb = key.replace(/\.webp$/, '-thumb.webp');
    for (const name of [key, thumb]) expect(await otherProcess.head(`uploads/${name}`)).toMatchObject({ contentType: 'image/webp' });
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    expect(await checkStorage()).toEqual({ ok: true });
  });

  it('is served by /uploads with a year of caching, its entity tag, type and length, streamed', async () => {
    const key = await pendingPhotoOf(seller.userId, '#aa3300');
    const stored = await readAll((await otherProcess.get(`uploads/${key}`))!);
    const answer = await getUpload(key);
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(stored.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    const response = answer.data as Response;
    expect(response.body).toBeInstanceOf(ReadableStream);
    expect(Buffer.from(await response.arrayBuffer()).equals(stored)).toBe(true);
    const etag = answer.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);

    const again = await getUpload(key, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((again.data as Response).body).toBeNull();

    const head = await getUpload(key, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(stored.length));
    expect((head.data as Response).body).toBeNull();

    const range = await getUpload(key, { range: 'bytes=0-3' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 0-3/${stored.length}`);
    expect(Buffer.from(await (range.data as Response).arrayBuffer()).toString('latin1')).toBe('RIFF');
    const past = await getUpload(key, { range: `bytes=${stored.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${stored.length}`);
  });

  it('answers 404 for a photo that is not there and for a name that is not an upload', async () => {
    expect(await getUpload('0123456789abcdef0123456789abcdef.webp')).toMatchObject({ status: 404, data: 'Photo not found' });
    expect(await getUpload('0123456789abcdef0123456789abcdef.webp', {}, 'HEAD')).toMatchObject({ status: 404 });
    expect(await getUpload('0123456789abcdef0123456789abcdef.webp', { range: 'bytes=0-3' })).toMatchObject({ status: 404 });
    for (const file of ['../../etc/passwd', '../private/0123456789abcdef0123456789abcdef.pdf', '.0123456789abcdef0123456789abcdef.webp']) {
      expect(await getUpload(file), file).toMatchObject({ status: 404 });
    }
  });

  it('housekeeping removes photos in the bucket that nothing refers to, and keeps the rest', async () => {
    const orphan = await storePhoto('orphan.png', await samplePng('#000000'));
    const kept = await pendingPhotoOf(seller.userId, '#ffffff');
    await pruneOrphanUploads(Date.now() + 2 * DAY);
    expect(await otherProcess.head(`uploads/${orphan.key}`)).toBeUndefined();
    expect(await otherProcess.head(`uploads/${orphan.thumbKey}`)).toBeUndefined();
    expect(await otherProcess.head(`uploads/${kept}`)).toBeDefined();
  });
});

describe('private documents in the bucket', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

  it('are served to the company that uploaded them, never cached, and refused to a stranger', async () => {
    const owner = await createSeller();
    const form = new FormData();
    form.set('kind', 'gst_certificate');
    form.set('file', new File([new Uint8Array(PDF)], 'GST certificate.pdf', { type: 'application/pdf' }));
    expect((await answerOf(callRoute(verificationAction, await requestAs(owner.id, '/account/verification', { method: 'POST', body: form })))).status).toBe(200);
    const [document] = await db().select().from(companyDocuments).where(eq(companyDocuments.companyId, owner.companyId));
    expect(await otherProcess.head(`private/${document!.storageKey}`)).toMatchObject({ size: PDF.length, contentType: 'application/pdf' });

    const get = async (userId: number) => answerOf(callRoute(documentLoader, await requestAs(userId, `/account/verification/documents/${document!.id}`), { id: String(document!.id) }));
    const own = await get(owner.id);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''GST%20certificate.pdf");
    expect(Buffer.from(await (own.data as Response).arrayBuffer()).equals(PDF)).toBe(true);

    const stranger = await createSeller();
    expect((await get(stranger.id)).status).toBe(404);
  });
});

describe('catalogue imports in the bucket', () => {
  it('the dry run reads the sheet and the photos ZIP from the bucket, whichever process took the upload, and removes the ZIP after', async () => {
    const groups = await createGroups();
    const seller = await createSeller(true);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#228844' } }).png().toBuffer();
    const sheet = csv([
      ['sku', 'name', 'category', 'unit', 'moq', 'price', 'photos'],
      ['AJ-1', 'Ajwain', groups.spices.path, 'kg', '10', '300', 'ajwain.png'],
    ]);
    const checked = await dryRun(seller.userId, { name: 'spices.csv', bytes: sheet }, { name: 'photos.zip', bytes: zipFile([{ name: 'ajwain.png', data: png }]) });
    expect(checked).toMatchObject({ status: 'checked', newRows: 1, invalidRows: 0 });
    const [row] = await db().select({ photos: catalogueImports.photos }).from(catalogueImports).where(eq(catalogueImports.id, checked.id));
    const photo = Object.values(row!.photos)[0];
    const stored = photo && 'keys' in photo ? Object.values(photo.keys)[0] : undefined;
    expect(stored).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(await otherProcess.head(`uploads/${stored}`)).toBeDefined();
    expect(await otherProcess.head(`imports/${checked.id}-sheet.csv`)).toMatchObject({ size: sheet.length });
    expect(await otherProcess.head(`imports/${checked.id}-photos.zip`)).toBeUndefined();
    expect(existsSync(path.join(dataDir, 'imports'))).toBe(false);
  });
});
