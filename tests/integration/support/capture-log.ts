import pino from 'pino';
import { logger } from '~/services/logging/logger.server';

/**
 * Collects the JSON lines the app's logger writes from now until `stop()`, by pointing its
 * destination at an array (the same serialisation and redaction run as in production).
 */
export function captureLog(): { lines: () => string[]; stop: () => void } {
  const target = logger as unknown as Record<symbol, { write: (line: string) => void }>;
  const original = target[pino.symbols.streamSym];
  const level = logger.level;
  const lines: string[] = [];
  target[pino.symbols.streamSym] = { write: (line: string) => void lines.push(line) };
  logger.level = 'debug';
  return {
    lines: () => lines.join('').split('\n').filter(Boolean),
    stop: () => {
      if (original) target[pino.symbols.streamSym] = original;
      logger.level = level;
    },
  };
}
