import { chromium } from '@playwright/test';
import { startProductionServer } from '../bench/support/server';
import { chromiumPath } from '../tests/e2e/support/chromium';

/**
 * Full-page screenshots of the production build for design review and the README:
 * `node --import tsx scripts/screenshots.ts [outDir]` (run `npm run build` first). The README's two
 * images are docs/screenshots/home-390.png and home-1280.png; the rest go to outDir for review.
 */
const outDir = process.argv[2] ?? 'test-results/screenshots';
const shots = [
  { path: '/', width: 390, file: 'docs/screenshots/home-390.png' },
  { path: '/', width: 1280, file: 'docs/screenshots/home-1280.png' },
  { path: '/subscription', width: 1280, file: `${outDir}/subscription-1280.png` },
  { path: '/subscription', width: 390, file: `${outDir}/subscription-390.png` },
  { path: '/enterprises/msme', width: 1280, file: `${outDir}/enterprises-msme-1280.png` },
  { path: '/enterprises/msme', width: 390, file: `${outDir}/enterprises-msme-390.png` },
  { path: '/services/mentoring', width: 1280, file: `${outDir}/services-mentoring-1280.png` },
  { path: '/services/mentoring', width: 390, file: `${outDir}/services-mentoring-390.png` },
];

const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const shot of shots) {
    // Reduced motion holds the strips and carousels still, so the picture is the page at rest.
    const page = await browser.newPage({ viewport: { width: shot.width, height: 900 }, reducedMotion: 'reduce', deviceScaleFactor: 1 });
    await page.goto(new URL(shot.path, server.baseUrl).href, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      // Lazy images below the fold load only when scrolled near; visit them all before the capture.
      for (const img of Array.from(document.images)) img.loading = 'eager';
      await Promise.all(Array.from(document.images).map((img) => (img.complete ? Promise.resolve() : img.decode().catch(() => undefined))));
    });
    await page.screenshot({ path: shot.file, fullPage: true });
    await page.close();
    console.log(`${shot.file} (${shot.path} at ${shot.width} px)`);
  }
} finally {
  await browser.close();
  await server.stop();
}
