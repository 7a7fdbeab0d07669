import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A sweep for English written straight into pages and components (issue 19): every text a user
 * reads goes through a message (`t('key')`, `useDomainText`), so Latin words left in JSX are
 * English a Hindi page would show. It reads the .tsx sources (no rendering, so every branch of
 * every page is covered) and reports:
 * - JSX text ("<p>No checks yet.</p>"),
 * - string and template literals a JSX child or a user-visible attribute shows ({'Passed'},
 *   label="Reason", placeholder={`Up to ${max}`}), also through `? :`, `||` and `??`,
 * never a literal passed to a call (`t('key')`, `href('/contact')`) or a non-visible attribute.
 */

export interface EnglishFinding {
  /** The file, relative to the repository root. */
  file: string;
  line: number;
  text: string;
}

/** Attributes (ours and the DOM's) whose value a user reads or a screen reader announces. */
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label', 'hint', 'legend', 'caption', 'heading', 'what', 'allLabel', 'addLabel', 'summary']);

/**
 * Words that are the same on a Hindi page: the brand, Indian registration and tax codes, file
 * types and sizes, units of the metric system, and other marketplaces' and networks' names.
 */
const SAME_IN_HINDI = new Set(
  (
    'TradeSetu GST GSTIN PAN PIN CIN UPI UTR IFSC HSN SAC MSME Udyam DPIIT DIN INR IGST CGST SGST UTGST TDS OTP ID SKU MOQ ' +
    'PDF CSV XLSX ZIP JPEG JPG PNG WebP SVG MB KB GB URL API JSON CRM SMS AI FAQ B2B OK kg km ml mm cm ' +
    'WhatsApp LinkedIn Facebook YouTube Instagram Twitter GeM ONDC Razorpay'
  ).split(' '),
);

const ENTITY = /&[a-z]+;|&#\d+;/gi;

/** The Latin words of a text that read as English: two or more letters, not a code or a name above. */
export function englishWords(text: string): string[] {
  return (text.replace(ENTITY, ' ').match(/[A-Za-z][A-Za-z’'-]*[A-Za-z]/g) ?? []).filter((word) => !SAME_IN_HINDI.has(word));
}

/** The literal texts an expression can evaluate to, as far as the source says (not through calls). */
function shownLiterals(node: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return [node];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) return shownLiterals(node.expression);
  if (ts.isConditionalExpression(node)) return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) return [...shownLiterals(node.left), ...shownLiterals(node.right)];
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(node.right);
    if (op === ts.SyntaxKind.PlusToken) return [...shownLiterals(node.left), ...shownLiterals(node.right)];
  }
  return [];
}

/** A literal's own words, "…" where its `${…}` parts fill in a value. */
function literalText(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  return '';
}

/** RichText's `parts` stand in for a message's marked words: their children are never shown. */
function insidePartsAttribute(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) if (ts.isJsxAttribute(at) && at.name.getText() === 'parts') return true;
  return false;
}

/** The hard-coded English of one .tsx source. */
export function hardCodedEnglish(file: string, source: string): EnglishFinding[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: EnglishFinding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (englishWords(text).length === 0 || insidePartsAttribute(node)) return;
    findings.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.replace(/\s+/g, ' ').trim() });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of shownLiterals(node.expression)) report(literal, literalText(literal));
    } else if (ts.isJsxAttribute(node) && node.initializer && VISIBLE_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value, value.text);
      else if (ts.isJsxExpression(value) && value.expression) for (const literal of shownLiterals(value.expression)) report(literal, literalText(literal));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

/** Every .tsx file under `dir` (relative to `root`), tests left out. */
export function tsxFiles(root: string, dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...tsxFiles(root, relative));
    else if (entry.name.endsWith('.tsx') && !entry.name.includes('.test.')) found.push(relative);
  }
  return found;
}

/** The findings of every file, read from `root`. */
export function sweep(root: string, files: readonly string[]): EnglishFinding[] {
  return files.flatMap((file) => hardCodedEnglish(file, readFileSync(path.join(root, file), 'utf8')));
}
