/**
 * Resolves imports for eslint-plugin-boundaries the way TypeScript and Vite do here: the `~/`
 * alias (tsconfig.json "paths", vite.config.ts) points into app/, and imports leave out the
 * .ts/.tsx extension. Packages and Node built-ins are reported as external (no path), which is
 * all the boundary rules need to know about them.
 */
const { existsSync, statSync } = require('node:fs');
const path = require('node:path');

const APP = path.join(__dirname, 'app');
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  const base = source.startsWith('~/') ? path.join(APP, source.slice(2)) : source.startsWith('.') ? path.resolve(path.dirname(file), source) : null;
  if (base === null) return { found: true, path: null };
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return { found: true, path: candidate };
  }
  return { found: false };
};
