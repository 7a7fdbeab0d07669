import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated an element (attached its event handlers). The page paints from
 * server HTML before its JavaScript runs, so a key press on a JavaScript-only control that lands
 * earlier does nothing, for a test as for a person on a slow phone.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true);
}
