import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROME_PATH). Playwright never downloads a browser on these machines. */
export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium was not found at ${candidate}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
        'or set CHROME_PATH to a Chromium or Chrome executable.',
    );
  }
  return candidate;
}
