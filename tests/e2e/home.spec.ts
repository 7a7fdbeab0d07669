import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

for (const [width, perPage, pages] of [
  [500, 4, 13],
  [700, 8, 7],
  [900, 12, 5],
  [1200, 16, 4],
] as const) {
  test(`category carousel shows ${perPage} per page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/');
    const carousel = page.getByTestId('category-carousel');
    await expect(carousel).toHaveAttribute('data-per-page', String(perPage));
    await expect(carousel.getByTestId('category-tile')).toHaveCount(perPage);
    const previous = carousel.getByRole('button', { name: 'Previous categories' });
    const next = carousel.getByRole('button', { name: 'Next categories' });
    await expect(previous).toBeDisabled();
    await carousel.getByRole('button', { name: `Page ${pages} of ${pages}` }).click();
    await expect(next).toBeDisabled();
    await expect(carousel.getByTestId('category-tile')).toHaveCount(49 - perPage * (pages - 1));
    await previous.click();
    await expect(carousel).toHaveAttribute('data-page', String(pages - 2));
    await page.setViewportSize({ width: width + 10, height: 900 });
    await expect(carousel).toHaveAttribute('data-page', '0');
  });
}


/**
 * Fake timers that move only when the test says so. `clock.install()` alone keeps time flowing in
 * real time, so on a busy machine the strips took extra steps between two assertions.
 */
async function installPausedClock(page: Page): Promise<void> {
  const start = new Date('2026-01-05T10:00:00+05:30');
  await page.clock.install({ time: start });
  await gotoHydrated(page, '/');
  await page.clock.pauseAt(new Date(start.getTime() + 30_000));
}

test('benefit cards, programme panels and promo videos link correctly', async ({ page }) => {
  await gotoHydrated(page, '/');
  const cards = page.getByTestId('benefit-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toHaveAttribute('href', '/millions-of-business-offerings-info');
  await expect(page.getByRole('link', { name: 'Learn more', exact: true }).first()).toHaveAttribute('href', '/verified-supplier-info');
  const video = page.getByRole('link', { name: /Watch:/ }).first();
  await expect(video).toHaveAttribute('target', '_blank');
  await expect(video).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/register');
  // The figures are counted from the database: plain numbers under honest labels, no "200M+".
  const figures = page.getByRole('region', { name: 'Marketplace in numbers' });
  // Singular or plural as counted: other journeys register buyers while this one runs.
  for (const label of [/^Products? listed$/, /^Suppliers? with live listings$/, /^Registered buyer compan(y|ies)$/, /^Product categor(y|ies)$/]) {
    await expect(figures.getByText(label)).toBeVisible();
  }
  await expect(figures.locator('dd').first()).toHaveText(/^≈?[1-9][\d,]*$/);
  await expect(page.getByText('200M+')).toHaveCount(0);
  // One count of categories on the page, the catalogue's: the carousel said "49 categories" (its
  // tiles) above a figure of 15 product categories.
  const counted = (await figures.locator('div').filter({ has: page.locator('dt', { hasText: /^Product categor/ }) }).locator('dd').innerText()).replace(/\D/g, '');
  const elsewhere = (await page.locator('main section:not([aria-label="Marketplace in numbers"])').allInnerTexts()).join('\n');
  for (const stated of elsewhere.matchAll(/([\d,]+)\s+(?:product\s+)?categor(?:y|ies)\b/gi)) expect(stated[1]?.replace(/\D/g, '')).toBe(counted);
});

test('testimonials wrap both ways with a flip and dots jump', async ({ page }) => {
  await gotoHydrated(page, '/');
  const carousel = page.getByTestId('testimonial-carousel');
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(carousel).toHaveAttribute('data-index', '3');
  await expect(carousel.getByTestId('testimonial')).toHaveClass(/animate-flip-in/);
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(carousel).toHaveAttribute('data-index', '0');
  await carousel.getByRole('button', { name: /^Testimonial 3:/ }).click();
  await expect(carousel).toHaveAttribute('data-index', '2');
});

test('state strip scrolls while on screen, pauses on hover, shows the card and links to suppliers', async ({ page }) => {
  await installPausedClock(page);
  const strip = page.getByTestId('state-strip');
  const track = strip.locator('ul');
  await expect(strip.getByTestId('state-tile')).toHaveCount(36);
  // Off screen the strip spends no frames; it starts once the visitor reaches it.
  await page.clock.runFor(1000);
  await expect(track).toHaveAttribute('data-offset', '0');
  await strip.scrollIntoViewIfNeeded();
  // The viewport reports the strip on its next rendering step; advance the clock until it moves.
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return Number(await track.getAttribute('data-offset'));
    })
    .toBeGreaterThan(0);
  const moved = Number(await track.getAttribute('data-offset'));
  expect(moved % 0.5).toBe(0);
  await strip.hover({ position: { x: 5, y: 5 } });
  const tile = strip.getByTestId('state-tile').nth(2);
  await tile.hover();
  const paused = await track.getAttribute('data-offset');
  await page.clock.runFor(1000);
  await expect(track).toHaveAttribute('data-offset', paused ?? '');
  const card = tile.getByTestId('state-card');
  await expect(card).toHaveCSS('opacity', '1');
  await expect(card).toContainText('Indian State');
  await expect(card).toContainText('Click to explore suppliers');
  await expect(tile).toHaveAttribute('href', /^\/suppliers\?state=/);
});

test('partner strip advances every 2000 ms while on screen and pauses on hover', async ({ page }) => {
  await installPausedClock(page);
  const strip = page.getByTestId('partner-strip');
  await expect(strip.getByTestId('partner-logo')).toHaveCount(18);
  await expect(strip).toHaveAttribute('data-index', '0');
  await page.clock.runFor(2000);
  await expect(strip).toHaveAttribute('data-index', '0');
  await strip.scrollIntoViewIfNeeded();
  // On screen it steps on the interval's next tick, then once per 2000 ms.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(250);
        return strip.getAttribute('data-index');
      },
      { intervals: [50] },
    )
    .toBe('1');
  // One step per 2000 ms: another 2000 ms moves it exactly one place further.
  const stepOnce = async () => {
    const before = Number(await strip.getAttribute('data-index'));
    await page.clock.runFor(2000);
    await expect(strip).toHaveAttribute('data-index', String(before + 1));
  };
  await stepOnce();
  await strip.hover();
  const paused = await strip.getAttribute('data-index');
  await page.clock.runFor(6000);
  await expect(strip).toHaveAttribute('data-index', paused ?? '');
  await page.mouse.move(0, 0);
  await stepOnce();
});

test('every category tile shows a drawing of its own, loaded', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(page, '/');
  const carousel = page.getByTestId('category-carousel');
  const sources: string[] = [];
  for (let pageNumber = 1; pageNumber <= 4; pageNumber++) {
    await carousel.getByRole('button', { name: `Page ${pageNumber} of 4` }).click();
    const images = carousel.getByTestId('category-tile').locator('img');
    await expect(images).toHaveCount(pageNumber < 4 ? 16 : 1);
    // One wait for the whole page of tiles (lazy images load once the carousel is near the
    // viewport); waiting tile by tile cost a poll interval per image and ran out of time on a busy machine.
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => images.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    sources.push(...(await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))));
  }
  expect(sources).toHaveLength(49);
  expect(new Set(sources).size).toBe(49);
});

test('a partner logo that fails to load shows the company name', async ({ page }) => {
  await page.route('**/images/partner/bharat-msme-bank.svg', (route) => route.abort());
  await gotoHydrated(page, '/');
  const strip = page.getByTestId('partner-strip');
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.getByTestId('partner-name').filter({ hasText: 'Bharat MSME Bank' }).first()).toBeVisible();
});

test('home page has no serious or critical accessibility violations', async ({ page }) => {
  await gotoHydrated(page, '/');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
