import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated an element (attached its event handlers). The page paints from
 * server HTML before its JavaScript runs (which starts only after that first paint, and may come
 * after the load event that page.goto waits for), so a key press on a JavaScript-only control that lands
 * earlier does nothing, or submits the plain form, for a test as for a person on a slow phone.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true);
}

/**
 * Opens a page and waits for hydration, for journeys about what JavaScript adds (menus, search
 * suggestions, the chat widget, carousels). The whole shell hydrates in one pass, so a hydrated
 * header means a hydrated page.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page.locator('header').first());
}
