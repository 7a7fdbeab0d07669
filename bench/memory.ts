import { readFileSync } from 'node:fs';
import net from 'node:net';
import sharp from 'sharp';
import { isMain, startProductionServer } from './support/server';

/**
 * `npm run bench:memory` (issue 18, point 5): the server's resident memory while it takes the
 * largest uploads it allows and refuses oversized bodies, all at once. Each round sends eight
 * registration uploads of ten photos just under 5 MB each (the largest a visitor may send, each
 * from its own address, as eight visitors would) and four 256 MB bodies to the webhook and the
 * chat (two announcing their length, two chunked), while /proc/<pid>/status is sampled every
 * 20 ms. The budget is the Node process's peak VmRSS (the embedded PostgreSQL runs as its own
 * processes and is not counted). Fails unless the peak stays under BENCH_MEMORY_BUDGET_MB (500).
 */
const BUDGET_MB = Number(process.env.BENCH_MEMORY_BUDGET_MB ?? 500);
const ROUNDS = Number(process.env.BENCH_MEMORY_ROUNDS ?? 3);
const UPLOADS = 8;
const PHOTOS_PER_UPLOAD = 10;
const OVERSIZED = 4;
const OVERSIZED_BYTES = 256 * 1024 * 1024;
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export interface MemoryResult {
  idleRssMb: number;
  rounds: { peakRssMb: number; uploadStatuses: number[]; oversizedStatuses: number[]; ms: number }[];
  peakRssMb: number;
  photoBytes: number;
}

const rssMb = (pid: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A real JPEG just under the per-photo limit: noise does not compress, so the server decodes a full-size photo. */
async function largestPhoto(): Promise<Buffer> {
  for (let side = 2600; side > 200; side = Math.floor(side * 0.95)) {
    const jpeg = await sharp({ create: { width: side, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length <= MAX_PHOTO_BYTES - 64 * 1024) return jpeg;
  }
  throw new Error('could not make a photo under the limit');
}

function address(index: number): string {
  return `198.18.${Math.floor(Math.random() * 250) + 1}.${index + 1}`;
}

async function upload(baseUrl: string, photo: Buffer, index: number): Promise<number> {
  const form = new FormData();
  form.set('intent', 'upload-photos');
  for (let n = 0; n < PHOTOS_PER_UPLOAD; n += 1) form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${n}.jpg`);
  const answer = await fetch(`${baseUrl}/register`, { method: 'POST', body: form, headers: { Origin: baseUrl, 'X-Forwarded-For': address(index) } });
  await answer.arrayBuffer();
  return answer.status;
}

/** Streams `total` bytes at the server until it answers or closes; resolves with the status (0: closed without one). */
function oversized(baseUrl: string, path: string, chunked: boolean, index: number): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0));
    };
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) setTimeout(finish, 100);
    });
    socket.on('close', finish);
    socket.on('error', finish);
    const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${OVERSIZED_BYTES}`;
    const piece = Buffer.alloc(256 * 1024, 'a');
    const send = async () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${baseUrl}\r\nContent-Type: application/json\r\n${length}\r\nX-Forwarded-For: ${address(100 + index)}\r\n\r\n`);
      for (let sent = 0; sent < OVERSIZED_BYTES && !done && !answer; sent += piece.length) {
        const framed = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
        if (!socket.write(framed)) await new Promise((resume) => { socket.once('drain', resume); socket.once('close', resume); });
      }
    };
    socket.once('connect', () => void send());
  });
}

export async function benchMemory(): Promise<MemoryResult> {
  const photo = await largestPhoto();
  const server = await startProductionServer({ LOG_LEVEL: 'warn' });
  try {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleRssMb = rssMb(server.pid);
    let peakRssMb = idleRssMb;
    const rounds: MemoryResult['rounds'] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let roundPeak = rssMb(server.pid);
      const sampler = setInterval(() => (roundPeak = Math.max(roundPeak, rssMb(server.pid))), 20);
      const started = performance.now();
      const paths = ['/webhooks/razorpay', '/api/chat/messages'];
      const [uploadStatuses, oversizedStatuses] = await Promise.all([
        Promise.all(Array.from({ length: UPLOADS }, (_, index) => upload(server.baseUrl, photo, round * UPLOADS + index))),
        Promise.all(Array.from({ length: OVERSIZED }, (_, index) => oversized(server.baseUrl, paths[index % 2]!, index >= 2, round * OVERSIZED + index))),
      ]);
      const ms = Math.round(performance.now() - started);
      // What is still held just after the answers (buffers not yet collected) counts too.
      await new Promise((resolve) => setTimeout(resolve, 500));
      clearInterval(sampler);
      rounds.push({ peakRssMb: Math.round(roundPeak), uploadStatuses, oversizedStatuses, ms });
      peakRssMb = Math.max(peakRssMb, roundPeak);
    }
    return { idleRssMb: Math.round(idleRssMb), rounds, peakRssMb: Math.round(peakRssMb), photoBytes: photo.length };
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  const result = await benchMemory();
  console.log(`photo ${(result.photoBytes / 1024 / 1024).toFixed(2)} MB x ${PHOTOS_PER_UPLOAD} per upload, ${UPLOADS} uploads + ${OVERSIZED} bodies of ${OVERSIZED_BYTES / 1024 / 1024} MB per round`);
  console.log(`idle RSS ${result.idleRssMb} MB`);
  for (const [index, round] of result.rounds.entries()) {
    console.log(`round ${index + 1}: peak RSS ${round.peakRssMb} MB in ${round.ms} ms; uploads ${round.uploadStatuses.join(' ')}; oversized ${round.oversizedStatuses.join(' ')}`);
  }
  console.log(`peak RSS ${result.peakRssMb} MB (budget ${BUDGET_MB} MB): ${result.peakRssMb < BUDGET_MB ? 'ok' : 'OVER BUDGET'}`);
  if (result.peakRssMb >= BUDGET_MB) process.exitCode = 1;
}
