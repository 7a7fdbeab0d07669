import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Project rules that TypeScript alone does not enforce (DESIGN.md conventions). Kept as a small
 * script rather than an ESLint setup; see docs/decisions/0002-project-lint-script.md.
 */
interface Rule {
  description: string;
  applies: (file: string) => boolean;
  pattern: RegExp;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('tests/');
const rules: Rule[] = [
  { description: 'focused or skipped test', applies: isTest, pattern: /\b(describe|it|test)\.(only|skip|todo)\(|\bx(it|describe)\(/ },
  { description: 'type-check escape hatch', applies: () => true, pattern: /@ts-(ignore|expect-error|nocheck)|\bas any\b|:\s*any\b/ },
  { description: 'leftover marker', applies: () => true, pattern: /\b(TODO|FIXME|XXX)\b/ },
  {
    description: 'browser-shipped code importing server-only modules',
    applies: (file) => file.startsWith('app/components/') || file.startsWith('app/domain/'),
    pattern: /from ['"](~\/services\/|[^'"]*\.server['"])/,
  },
  {
    description: 'domain code doing I/O or depending on React',
    applies: (file) => file.startsWith('app/domain/') && !isTest(file),
    pattern: /from ['"](react|react-router|node:[a-z]+|pg|drizzle-orm[^'"]*)['"]/,
  },
  { description: 'console.log left in application code', applies: (file) => file.startsWith('app/') && !isTest(file), pattern: /console\.log\(/ },
];

const roots = ['app', 'server', 'seed', 'scripts', 'tests', 'bench'];
const files = roots.flatMap((root) => walk(root)).filter((file) => /\.(ts|tsx)$/.test(file));
const self = 'scripts/lint.ts';
const problems: string[] = [];
for (const file of files) {
  if (file === self) continue;
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const rule of rules) {
      if (rule.applies(file) && rule.pattern.test(line)) problems.push(`${file}:${index + 1}: ${rule.description}: ${line.trim()}`);
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} lint problem(s).`);
  process.exit(1);
}
console.log(`lint: ${files.length} files clean`);

function walk(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry === 'node_modules' || entry.startsWith('.')) return [];
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
